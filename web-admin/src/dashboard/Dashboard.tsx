import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, Title, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import type { AdminQueueCount, AdminQueueCounts } from '@afrimedia/contracts';
import type { AdminDataProvider } from '../providers/data-provider.ts';
import { formatDuration, secondsSince } from '../shared/duration.ts';

/** The four queues the platform team works through, each with the resource that lists it. */
const QUEUES = [
  { key: 'authorApplications', resource: 'author-applications' },
  { key: 'publicationApplications', resource: 'publication-applications' },
  { key: 'scheduledContent', resource: 'scheduled-content' },
  { key: 'reports', resource: 'reports' },
] as const satisfies ReadonlyArray<{ key: keyof AdminQueueCounts; resource: string }>;

export const QUEUES_QUERY_KEY = ['afrimedia', 'queues'];

function QueueCard({
  queueKey,
  resource,
  queue,
}: {
  queueKey: string;
  resource: string;
  queue: AdminQueueCount;
}) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Card component="section" aria-labelledby={`queue-${queueKey}-title`} data-queue={queueKey}>
      <CardContent>
        <Typography id={`queue-${queueKey}-title`} variant="h6" component="h2">
          {translate(`resources.${resource}.name`, { smart_count: 2 })}
        </Typography>
        <Typography variant="h3" component="p" data-testid={`queue-${queueKey}-count`}>
          {queue.count}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {queue.oldestSubmittedAt
            ? translate('afrimedia.dashboard.oldest', {
                duration: formatDuration(secondsSince(queue.oldestSubmittedAt), translate),
              })
            : translate('afrimedia.dashboard.empty')}
        </Typography>
      </CardContent>
      <CardActions>
        <Button to={createPath({ resource, type: 'list' })} label="afrimedia.dashboard.open" />
      </CardActions>
    </Card>
  );
}

/** Counts and the oldest item of each queue, and the median wait of recent validations. */
export function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: QUEUES_QUERY_KEY, queryFn: () => dataProvider.queues() });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="afrimedia.dashboard.title" />
      {data && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
            {QUEUES.map(({ key, resource }) => (
              <QueueCard key={key} queueKey={key} resource={resource} queue={data[key]} />
            ))}
          </Box>
          <Card sx={{ mt: 2 }} component="section" aria-labelledby="median-title">
            <CardContent>
              <Typography id="median-title" variant="h6" component="h2">
                {translate('afrimedia.dashboard.median')}
              </Typography>
              <Typography variant="h4" component="p" data-testid="median-wait">
                {data.medianValidationWaitSeconds === null
                  ? translate('afrimedia.dashboard.median_none')
                  : formatDuration(data.medianValidationWaitSeconds, translate)}
              </Typography>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
