import { data } from 'react-router';

/** Any path no route claims: the 404 screen, served with status 404 (the root's error boundary renders it). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
