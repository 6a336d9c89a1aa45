// The pagination control of spec 000 screen 18 (sizes, total, prev, pager, next, jumper) with the
// list's own page sizes (PAGE_SIZES). Changing the size goes back to page 1. Phones get the
// compact control.
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/device';

export interface ListPaginationProps {
  total: number;
  pageNo: number;
  pageSize: number;
  sizes: { options: readonly number[] };
  onChange: (pageNo: number, pageSize: number) => void;
}

export function ListPagination({ total, pageNo, pageSize, sizes, onChange }: ListPaginationProps) {
  const { t } = useTranslation('catalogue');
  const mobile = useIsMobile();
  if (total <= 0) return null;
  return (
    <nav className="list-pagination" aria-label={t('list.pagination')}>
      <Pagination
        current={pageNo}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={sizes.options.map(String)}
        showSizeChanger={!mobile}
        showQuickJumper={!mobile}
        simple={mobile}
        showTotal={mobile ? undefined : (n) => t('list.total', { n })}
        onChange={(p, s) => onChange(s !== pageSize ? 1 : p, s)}
      />
    </nav>
  );
}

export default ListPagination;
