import { BRAND_NAME } from '../../config/paths';
import { initials } from '../../lib/initials';

interface BrandProps {
  className: string;
  logoClassName: string;
  nameClassName: string;
}

/** The agency's logo (its initials) and name; each place styles it with its own classes. */
export function Brand({ className, logoClassName, nameClassName }: BrandProps) {
  return (
    <div className={className}>
      <span className={logoClassName} aria-hidden="true">
        {initials(BRAND_NAME)}
      </span>
      <span className={nameClassName}>{BRAND_NAME}</span>
    </div>
  );
}
