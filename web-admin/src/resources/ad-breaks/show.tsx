import type { AdminAdBreakRecord } from '@afrimedia/contracts';
import {
  Labeled,
  NumberField,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { DateField } from '../../shared/DateField.tsx';
import { StatusField, TranslatedField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';
import { isActive } from './ad-breaks.ts';

function Actions() {
  return (
    <TopToolbar>
      <ActionButton action="withdraw" when={isActive} />
    </TopToolbar>
  );
}

/** The ad's file, playable here as readers get it. */
function MediaPreview() {
  const record = useRecordContext<AdminAdBreakRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('resources.ad-breaks.fields.mediaUrl');
  return (
    <Labeled label={label}>
      {record.mediaKind === 'video' ? (
        <video
          src={record.mediaUrl}
          controls
          preload="metadata"
          aria-label={label}
          style={{ maxWidth: 480 }}
        />
      ) : (
        <audio src={record.mediaUrl} controls preload="metadata" aria-label={label} />
      )}
    </Labeled>
  );
}

export function AdBreakShow() {
  return (
    <RecordShow actions={<Actions />}>
      <TextField source="title" />
      <TranslatedField source="mediaKind" prefix="afrimedia.media_kinds" />
      <MediaPreview />
      <NumberField source="durationSeconds" />
      <UrlField source="link" target="_blank" rel="noopener" emptyText="—" />
      <StatusField source="status" />
      <DateField source="publishedAt" showTime />
      <DateField source="withdrawnAt" showTime emptyText="—" />
    </RecordShow>
  );
}
