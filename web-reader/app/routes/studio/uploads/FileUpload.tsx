import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useErrorText, useT } from '../../../i18n/use-t.ts';
import { sendUpload, type UploadedFile } from './send-upload.ts';
import {
  ACCEPTED_TYPES,
  LIMIT_TEXT,
  refusalBeforeSending,
  uploadAddress,
  type UploadRole,
} from './upload-roles.ts';

/** An upload the form already holds, as the API named it back (a publication's current thumbnail). */
export interface KeptUpload {
  readonly id: string;
  readonly url: string;
}

export interface FileUploadProps {
  readonly role: UploadRole;
  readonly label: string;
  /** The form field that carries the uploaded file's id, so the form around it sends it with its other fields. */
  readonly name?: string;
  /** Shown as uploaded and sent with the form until another file is uploaded in its place. */
  readonly kept?: KeptUpload | null;
  readonly onUploaded?: (upload: UploadedFile) => void;
  /** Where the file is sent; the studio's way to the API by default. */
  readonly address?: string;
}

type UploadState =
  | { readonly step: 'idle' }
  | { readonly step: 'sending'; readonly file: File; readonly fraction: number }
  | { readonly step: 'refused'; readonly code: string }
  | { readonly step: 'network'; readonly file: File }
  | { readonly step: 'cancelled' }
  | { readonly step: 'uploaded'; readonly file: File; readonly upload: UploadedFile };

/**
 * Picks one file and sends it at once, showing how much has gone, with cancel and, after a lost connection, a
 * retry of the same file. Nothing around it is reloaded, so the rest of the form keeps what was typed.
 */
export function FileUpload({
  role,
  label,
  name,
  kept,
  onUploaded,
  address = uploadAddress(role),
}: FileUploadProps) {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const sending = useRef<AbortController | null>(null);

  useEffect(() => () => sending.current?.abort(), []);

  const send = async (file: File) => {
    const refusal = refusalBeforeSending(role, file.size);
    if (refusal) {
      setState({ step: 'refused', code: refusal });
      return;
    }
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    setState({ step: 'sending', file, fraction: 0 });
    const outcome = await sendUpload(address, file, {
      signal: controller.signal,
      onProgress: (sent, total) =>
        setState({ step: 'sending', file, fraction: total > 0 ? sent / total : 0 }),
    });
    if (sending.current !== controller) return;
    sending.current = null;
    switch (outcome.kind) {
      case 'uploaded':
        setState({ step: 'uploaded', file, upload: outcome.upload });
        onUploaded?.(outcome.upload);
        return;
      case 'refused':
        setState({ step: 'refused', code: outcome.code });
        return;
      case 'network':
        setState({ step: 'network', file });
        return;
      case 'cancelled':
        setState({ step: 'cancelled' });
        return;
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void send(file);
  };

  const limitsId = `${id}-limits`;
  const statusId = `${id}-status`;
  const percent = state.step === 'sending' ? Math.floor(state.fraction * 100) : 0;
  // A replacement that fails or is cancelled leaves the kept upload in place.
  const sent = state.step === 'uploaded' ? state.upload.id : kept?.id;

  return (
    <div className="file-upload">
      <label htmlFor={id}>{label}</label>
      <p id={limitsId} className="file-upload__limits">
        {t(LIMIT_TEXT[role])}
      </p>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_TYPES[role]}
        onChange={choose}
        disabled={state.step === 'sending'}
        aria-invalid={state.step === 'refused' ? true : undefined}
        aria-describedby={`${limitsId} ${statusId}`}
      />
      {name && sent ? <input type="hidden" name={name} value={sent} /> : null}
      <div id={statusId} className="file-upload__status">
        {kept && state.step !== 'uploaded' ? (
          <>
            <p role="status">{t('studioMedia.upload.kept')}</p>
            <img className="file-upload__preview" src={kept.url} alt={t('studioMedia.upload.preview')} />
          </>
        ) : null}
        {state.step === 'sending' ? (
          <>
            <label className="file-upload__progress">
              <span>{t('studioMedia.upload.sending', { name: state.file.name })}</span>
              <progress max={100} value={percent} />
            </label>
            <span aria-live="polite">{t('studioMedia.upload.percent', { percent: percent / 100 })}</span>
            <button type="button" onClick={() => sending.current?.abort()}>
              {t('studioMedia.upload.cancel')}
            </button>
          </>
        ) : null}
        {state.step === 'refused' ? (
          <p className="field-error" role="alert">
            {errorText(state.code)}
          </p>
        ) : null}
        {state.step === 'network' ? (
          <>
            <p className="field-error" role="alert">
              {t('studioMedia.upload.networkFailed')}
            </p>
            <button type="button" onClick={() => void send(state.file)}>
              {t('studioMedia.upload.retry')}
            </button>
          </>
        ) : null}
        {state.step === 'cancelled' ? <p role="status">{t('studioMedia.upload.cancelled')}</p> : null}
        {state.step === 'uploaded' ? (
          <>
            <p role="status">{t('studioMedia.upload.done', { name: state.file.name })}</p>
            {state.upload.kind === 'image' ? (
              <img
                className="file-upload__preview"
                src={state.upload.url}
                alt={t('studioMedia.upload.preview')}
                width={state.upload.widthPx}
                height={state.upload.heightPx}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
