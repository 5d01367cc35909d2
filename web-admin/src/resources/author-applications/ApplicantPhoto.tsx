import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Typography } from '@mui/material';
import type { AdminAuthorApplicationRecord } from '@afrimedia/contracts';
import { useRecordContext, useTranslate } from 'react-admin';

/** The photo the applicant gave, described by their name; the absence of one said in words. */
export function ApplicantPhoto({ source }: { source: 'photoUrl'; label?: string }) {
  const record = useRecordContext<AdminAuthorApplicationRecord>();
  const translate = useTranslate();
  const url: unknown = record?.[source];
  if (typeof url !== 'string' || url === '') {
    return (
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
      >
        <Avatar aria-hidden="true">
          <PersonIcon />
        </Avatar>
        {translate('afrimedia.photo.none')}
      </Typography>
    );
  }
  const name = [record?.firstName, record?.lastName].filter(Boolean).join(' ') || String(record?.email ?? '');
  return (
    <Avatar
      src={url}
      alt={translate('afrimedia.photo.of', { name })}
      sx={{ width: 96, height: 96 }}
      variant="rounded"
    />
  );
}
