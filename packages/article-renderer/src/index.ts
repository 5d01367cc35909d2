export { ArticleBody, type ArticleBodyProps, type MediaSource } from './ArticleBody.tsx';
