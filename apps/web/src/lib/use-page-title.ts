import { PRODUCT_NAME } from '@portal/shared/constants';
import { useEffect } from 'react';

/** Sets the document title to '<product> - <page>' (e.g. 'Portal de Cotações - Login'). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} - ${page}`;
  }, [page]);
}
