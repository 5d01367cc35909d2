import { MAX_TOPICS, TOPICS } from '@afrimedia/domain/topics';
import { useErrorText, useT, useTextOf } from '../../../i18n/use-t.ts';

/** Spec §3: one to three topics, each a checkbox; the others are disabled once three are chosen. */
export function TopicsField({
  topics,
  problemId,
  onChange,
}: {
  topics: string[];
  /** The id of the problem's text, when there is one to show. */
  problemId: string | undefined;
  onChange: (topics: string[]) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const topicName = useTextOf('events.topic.');
  return (
    <fieldset className="studio-editor__topics" aria-describedby={problemId}>
      <legend>{t('studioEditor.field.topics')}</legend>
      {TOPICS.map((topic) => {
        const checked = topics.includes(topic);
        return (
          <label key={topic} className="inline">
            <input
              type="checkbox"
              checked={checked}
              disabled={!checked && topics.length >= MAX_TOPICS}
              onChange={() => onChange(checked ? topics.filter((one) => one !== topic) : [...topics, topic])}
            />
            {topicName(topic)}
          </label>
        );
      })}
      {problemId ? (
        <p id={problemId} className="field-error" role="alert">
          {errorText('TOPIC_REQUIRED')}
        </p>
      ) : null}
    </fieldset>
  );
}
