// See steps/react.ts.
export { createBrowserRouter } from 'react-router';
