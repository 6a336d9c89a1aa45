// The app's libraries, loaded and evaluated one by one before its start (main.tsx): each of these
// modules names one export the app uses, so that importing it evaluates its library's chunk and
// nothing more (a dynamic import of the library itself would keep every export of it).
export { hydrateRoot } from 'react-dom/client';
