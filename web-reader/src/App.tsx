import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

/** The reader app's shell: a home heading and the 404 screen. */
export function App() {
  return (
    <BrowserRouter>
      <main>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

function Home() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Afrimedia</h1>
      <p>Articles, videos, podcasts and events by African creators.</p>
    </section>
  );
}

function NotFound() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">This page could not be found</h1>
      <p>Sorry, the page you are looking for does not exist!</p>
      <Link to="/">Home</Link>
    </section>
  );
}
