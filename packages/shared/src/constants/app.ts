/** Product name shown in page titles ("Portal de Cotações - Login"). */
export const PRODUCT_NAME = 'Portal de Cotações';
