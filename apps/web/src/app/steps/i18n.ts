// See steps/react.ts.
export { initReactI18next } from 'react-i18next';
