import { useT } from '../../../i18n/use-t.ts';
import { useFieldNotes } from '../../auth/Field.tsx';

/** The content's "Premium subscribers only" flag, its hint read with it by screen readers. */
export function PremiumOnlyField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const { id, notes, control } = useFieldNotes(t('studioEditor.field.premiumOnlyHelp'), undefined);
  return (
    <div className="auth-field">
      <label className="inline" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="premium_only"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...control}
        />
        {t('studioEditor.field.premiumOnly')}
      </label>
      {notes}
    </div>
  );
}
