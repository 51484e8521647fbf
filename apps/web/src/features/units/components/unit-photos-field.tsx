import { useRef, useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { thumbnailOf, type UnitBody } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PlusIcon, TrashIcon, UploadIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useUploadPhoto } from '../api/unit-transfer';
import type { UnitFormValues } from '../model/unit-form';

/** A photo's small icon buttons. */
const TOOL = { size: 'sm', variant: 'ghost', iconOnly: true } as const;

/** Move a photo one place earlier or later. */
const MOVES = [
  { step: -1, label: 'units.form.moveEarlier', arrow: '‹' },
  { step: 1, label: 'units.form.moveLater', arrow: '›' },
] as const;

/**
 * Photos by web address or by upload, each with a preview; the first is the cover, and the arrows
 * reorder them. Uploads go one by one; a failed one is named and the others still land.
 */
export function UnitPhotosField({ control }: { control: Control<UnitFormValues, unknown, UnitBody> }) {
  const { t } = useT();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const [url, setUrl] = useState('');
  const upload = useUploadPhoto();
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const toast = useToast();

  const addUrl = () => {
    const value = url.trim();
    if (!value) return;
    append({ url: value });
    setUrl('');
  };

  const handleFiles = async (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    setUploading((n) => n + list.length);
    for (const file of list) {
      try {
        const stored = await upload.mutateAsync(file);
        append({ url: stored.path });
      } catch (err) {
        toast.error(`${t('units.form.uploadFailed', { name: file.name })} ${errorMessage(err, '')}`.trim());
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <fieldset className="unit-form__section">
      <legend>{t('units.form.photos')}</legend>
      {fields.length > 0 && (
        <ol className="unit-photos">
          {fields.map((field, index) => (
            <li key={field.id} className="unit-photos__item">
              <img src={thumbnailOf(field.url)} alt={t('units.form.photo', { n: index + 1 })} />
              {index === 0 && <span className="unit-photos__cover">{t('units.form.cover')}</span>}
              <div className="unit-photos__tools">
                {MOVES.map(({ step, label, arrow }) => (
                  <Button
                    key={step}
                    {...TOOL}
                    aria-label={t(label, { n: index + 1 })}
                    disabled={index + step < 0 || index + step >= fields.length}
                    onClick={() => move(index, index + step)}
                    icon={
                      <span aria-hidden="true" className="unit-photos__arrow">
                        {arrow}
                      </span>
                    }
                  />
                ))}
                <Button
                  {...TOOL}
                  aria-label={t('units.form.removePhoto', { n: index + 1 })}
                  onClick={() => remove(index)}
                  icon={<TrashIcon size={16} />}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="field-row">
        <Field label={t('units.form.photoUrl')} className="unit-photos__url">
          {(c) => (
            <input
              {...c}
              className="input"
              type="url"
              dir="ltr"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addUrl();
                }
              }}
            />
          )}
        </Field>
        <Button size="sm" icon={<PlusIcon size={16} />} onClick={addUrl} disabled={!url.trim()}>
          {t('units.form.addUrl')}
        </Button>
        <Button
          size="sm"
          icon={<UploadIcon size={16} />}
          loading={uploading > 0}
          onClick={() => fileInput.current?.click()}
        >
          {uploading > 0 ? t('units.form.uploading') : t('units.form.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          hidden
          aria-label={t('units.form.upload')}
          onChange={(e) => void handleFiles(e.target.files)}
        />
      </div>
    </fieldset>
  );
}
