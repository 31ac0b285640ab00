export { maskCpf } from './mask-cpf.js';
export { maskCnpj } from './mask-cnpj.js';
export { maskCep } from './mask-cep.js';
export { maskPhone } from './mask-phone.js';
export { maskDoc } from './mask-doc.js';
