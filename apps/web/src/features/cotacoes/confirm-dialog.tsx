// Moved to src/components/form (the customer modal's Acesso ao portal uses it too).
export { ConfirmDialog } from '@/components/form/confirm-dialog';
