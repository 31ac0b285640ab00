import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pageWindow } from './page-math';

interface SearchPaginationProps {
  page: number;
  last: number;
  onPage: (page: number) => void;
}

/** Previous/next and a window of up to 7 page numbers around the current page. */
export function SearchPagination({ page, last, onPage }: SearchPaginationProps) {
  return (
    <Stack component="nav" aria-label="Paginação" direction="row" spacing={0.5}>
      <Button size="small" aria-label="Página anterior" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹
      </Button>
      {pageWindow(page, last).map((n) => (
        <Button
          key={n}
          size="small"
          variant={n === page ? 'contained' : 'text'}
          aria-label={`Página ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => n !== page && onPage(n)}
          sx={{ minWidth: 36 }}
        >
          {n}
        </Button>
      ))}
      <Button size="small" aria-label="Próxima página" disabled={page >= last} onClick={() => onPage(page + 1)}>
        ›
      </Button>
    </Stack>
  );
}
