export { maskCpf } from './mask-cpf.js';
export { maskCnpj } from './mask-cnpj.js';
export { maskCep } from './mask-cep.js';
export { maskPhone } from './mask-phone.js';
export { maskDoc } from './mask-doc.js';
export { formatMoney } from './format-money.js';
export { formatDecimal } from './format-decimal.js';
