import type { ComponentType } from 'react';
import type { RecordModalProps } from '@/components/form/record-mode';
import type { RecordTargetState } from './use-record-target';

interface RecordModalHostProps {
  modal: RecordTargetState;
  Modal: ComponentType<RecordModalProps>;
}

/** The entity's modal while a record (or a new one) is open. */
export function RecordModalHost({ modal, Modal }: RecordModalHostProps) {
  const { target } = modal;
  if (!target) return null;
  return (
    <Modal
      key={target.mode === 'view' ? target.id : 'new'}
      target={target}
      onClose={modal.close}
      onChanged={modal.changed}
    />
  );
}
