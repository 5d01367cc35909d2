import { MAX_TOPICS, TOPICS } from '@afrimedia/domain/topics';
import { useState } from 'react';
import { useErrorText, useT } from '../../../i18n/use-t.ts';

/** 1 to 3 topics from the spec's list; with scripts, the others close once three are ticked. */
export function TopicChoice({ chosen, error }: { chosen: readonly string[]; error: string | undefined }) {
  const t = useT();
  const errorText = useErrorText();
  const [ticked, setTicked] = useState<readonly string[]>(chosen);
  const full = ticked.length >= MAX_TOPICS;
  const toggle = (topic: string, on: boolean) =>
    setTicked((now) => (on ? [...now, topic] : now.filter((other) => other !== topic)));
  return (
    <fieldset
      className="studio-topics"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'topics-help topics-error' : 'topics-help'}
    >
      <legend>{t('studioApply.form.topics')}</legend>
      <p id="topics-help" className="auth-field__help">
        {t('studioApply.form.topicsHelp')}
      </p>
      <div className="studio-topics__choices">
        {TOPICS.map((topic) => (
          <label key={topic} className="studio-topics__choice">
            <input
              type="checkbox"
              name="topics"
              value={topic}
              defaultChecked={chosen.includes(topic)}
              disabled={full && !ticked.includes(topic)}
              onChange={(event) => toggle(topic, event.currentTarget.checked)}
            />
            {t(`listings.topic.${topic}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id="topics-error" className="field-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
