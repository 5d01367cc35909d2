import type { WebMessageId } from '@afrimedia/i18n/web';
import { useT } from '../../../i18n/use-t.ts';
import { useFieldNotes } from '../../auth/Field.tsx';

/**
 * The content's "Premium subscribers only" flag, its hint read with it by screen readers. The hint says what
 * other readers still get, which differs between an article and a video or podcast.
 */
export function PremiumOnlyField({
  checked,
  onChange,
  help = 'studioEditor.field.premiumOnlyHelp',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  help?: WebMessageId;
}) {
  const t = useT();
  const { id, notes, control } = useFieldNotes(t(help), undefined);
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
