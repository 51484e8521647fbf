import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';

/** A text to hand to someone else's system (an address, an HTML form): shown whole, with its Copy button. */
export function CopyField({
  label,
  hint,
  value,
  copyLabel,
  multiline,
}: {
  label: string;
  hint?: string;
  value: string;
  copyLabel: string;
  multiline?: boolean;
}) {
  const { t } = useT();
  const toast = useToast();
  const id = useId();

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('intake.copied'));
    } catch {
      toast.error(t('intake.copyFailed'));
    }
  };

  return (
    <div className="field copy-field">
      <div className="row-ends">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <Button size="sm" onClick={() => void handleCopy()}>
          {copyLabel}
        </Button>
      </div>
      {multiline ? (
        <textarea id={id} className="input textarea copy-field__code" dir="ltr" readOnly rows={9} value={value} />
      ) : (
        <input id={id} className="input copy-field__code" dir="ltr" readOnly value={value} />
      )}
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}
