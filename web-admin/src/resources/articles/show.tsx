import { ContentShow } from '../../contents/ContentShow.tsx';
import { BodyField } from './BodyField.tsx';

export function ArticleShow() {
  return (
    <ContentShow>
      <BodyField source="body" />
    </ContentShow>
  );
}
