import { useState, type MouseEvent, type ReactElement } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider.ts';

/** The API refuses a longer reason; the dialog stops there too. */
const REASON_MAX_LENGTH = 1000;

export interface ActionButtonProps<Record extends RaRecord = RaRecord> {
  /** The action's path segment, also its label key `afrimedia.actions.<action>`. */
  action: string;
  /** Ask for a reason first, in a dialog (it is shown to the person concerned). */
  withReason?: boolean;
  /** Shown only for the records this accepts, e.g. those still waiting. */
  when?: (record: Record) => boolean;
  icon?: ReactElement;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** One admin action on the record in context: `POST /api/admin/<resource>/<id>/<action>`, then a refresh. */
export function ActionButton<Record extends RaRecord = RaRecord>({
  action,
  withReason = false,
  when,
  icon,
}: ActionButtonProps<Record>) {
  const record = useRecordContext<Record>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const { mutate, isPending } = useMutation({
    mutationFn: (given: string | undefined) => {
      if (!record || !resource) throw new Error('ra.notification.item_doesnt_exist');
      return dataProvider.act(resource, {
        id: record.id,
        action,
        ...(given === undefined ? {} : { reason: given }),
      });
    },
    onSuccess: () => {
      setAsking(false);
      setReason('');
      notify('afrimedia.actions.done', { type: 'success' });
      refresh();
    },
    // The API's message is already in the interface's language.
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || (when && !when(record))) return null;

  const label = `afrimedia.actions.${action}`;
  const trimmed = reason.trim();
  return (
    <>
      <Button
        label={label}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          if (withReason) setAsking(true);
          else mutate(undefined);
        }}
      >
        {icon}
      </Button>
      {withReason && (
        <Dialog open={asking} onClose={() => setAsking(false)} onClick={stop} fullWidth maxWidth="sm">
          <DialogTitle>{translate(label)}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              name="reason"
              label={translate('afrimedia.actions.reason')}
              helperText={translate('afrimedia.actions.reason_help')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setAsking(false)} />
            <Button
              label="afrimedia.actions.confirm"
              variant="contained"
              disabled={trimmed === '' || isPending}
              onClick={() => mutate(trimmed)}
            />
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
