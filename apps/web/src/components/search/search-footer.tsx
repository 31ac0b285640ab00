import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES, type PageSize } from '@portal/shared/constants';
import { useState } from 'react';
import { clampPage } from './page-math';
import { SearchPagination } from './search-pagination';

interface SearchFooterProps {
  total: number;
  page: number;
  last: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

/** Total, page size, the page box with Ir, and the pagination control. */
export function SearchFooter({ total, page, last, pageSize, onPage, onPageSize }: SearchFooterProps) {
  // The box shows the current page and follows it when the page changes elsewhere.
  const [box, setBox] = useState(String(page));
  const [boxPage, setBoxPage] = useState(page);
  if (boxPage !== page) {
    setBoxPage(page);
    setBox(String(page));
  }

  const jump = () => {
    const target = clampPage(box, last);
    setBox(String(target));
    if (target !== page) onPage(target);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography role="status">Total: {total}</Typography>
      <TextField
        select
        size="small"
        label="Itens por página"
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value) as PageSize)}
        slotProps={{ select: { native: true } }}
        sx={{ width: 140 }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </TextField>
      <Typography>
        Página {page} de {last}
      </Typography>
      <TextField
        size="small"
        label="Ir para a página"
        value={box}
        onChange={(event) => setBox(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            jump();
          }
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
        sx={{ width: 140 }}
      />
      <Button variant="outlined" onClick={jump}>
        Ir
      </Button>
      <SearchPagination page={page} last={last} onPage={onPage} />
    </Stack>
  );
}
