import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../../providers/data-provider.ts';

/** Saves the events the list's filter selects, the whole range and not one page, as an NDJSON file. */
export function ExportButton() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await dataProvider.exportEvents(filterValues);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'events.ndjson';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="afrimedia.actions.export_ndjson" onClick={download} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
