import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { UnlockIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/** Under an import's report: the users it added without a password still need their sign-in links. */
export function ImportedLinks({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useT();
  return (
    <Card>
      <div className="row-ends row-ends--wrap imported-links" role="status">
        <p>{t('access.importedWithLinks', { count })}</p>
        <Button variant="primary" icon={<UnlockIcon size={16} />} onClick={onShow}>
          {t('access.showLinks')}
        </Button>
      </div>
    </Card>
  );
}
