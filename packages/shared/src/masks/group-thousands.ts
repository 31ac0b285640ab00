/** '1234567' as '1.234.567' (digits only in, dots every three digits from the right). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
