// The phone's search form of /Institutional in a bottom drawer (antd): its own chunk, loaded when
// the filter button is first pressed, so the list's first screen carries no antd.
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstitutionFilters } from '../filters';
import { InstitutionFilterForm, type InstitutionFormValues } from './InstitutionFilters';

interface Props {
  open: boolean;
  onClose: () => void;
  filters: InstitutionFilters;
  onSearch: (values: InstitutionFormValues) => void;
  onReset: () => void;
}

export default function FilterDrawer({ open, onClose, filters, onSearch, onReset }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <Drawer open={open} onClose={onClose} title={t('filters.title')} placement="bottom" size="88vh" forceRender>
      <InstitutionFilterForm filters={filters} onSearch={onSearch} onReset={onReset} compact />
    </Drawer>
  );
}
