// The desktop search form of /Institutional (antd form) as its own chunk: the list's first screen
// is drawn without antd (and by the server), the form takes the card's place once loaded.
import type { InstitutionFilters } from '../filters';
import { InstitutionFilterForm, type InstitutionFormValues } from './InstitutionFilters';

export default function FilterCard(props: {
  filters: InstitutionFilters;
  onSearch: (values: InstitutionFormValues) => void;
  onReset: () => void;
}) {
  return <InstitutionFilterForm {...props} />;
}
