export const FONTES: string[];
export const BLOCOS: [number, number, string][];
export function calcularFaixas(): [number, number][];
