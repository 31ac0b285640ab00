import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import type { CrudApi } from '@/components/data/crud-api';
import { RecordDialog } from './record-dialog';
import { RecordForm } from './record-form';
import { targetId, type RecordEditorProps, type RecordMode, type RecordModalProps } from './record-mode';
import { useRecordEditor, type RecordEditorTexts } from './use-record-editor';

/** The fields of an entity's form, shared by create, view (read-only) and edit. */
export interface EntityFieldsProps<F> {
  form: F;
  errors: Partial<Record<keyof F, string>>;
  mode: RecordMode;
  onChange: <K extends keyof F>(name: K, value: F[K]) => void;
}

/** What an entity's record modal is made of; everything else is the same for every entity. */
export interface EntityModalSpec<R extends { id: number; versao: number }, F extends object, I> {
  /** The form's accessible name and the title's noun ('Fornecedor': 'Novo Fornecedor', 'Fornecedor 7'). */
  label: string;
  newTitle: string;
  titleId: string;
  api: CrudApi<R, I, never>;
  empty: F;
  toForm: (record: R) => F;
  toInput: (form: F) => I;
  /** The shared rule set on the form as it would be sent. */
  validate: (form: F) => Partial<Record<keyof F, string>>;
  texts: RecordEditorTexts;
  deleteTitle: string;
  /** A single tab over the fields ('Dados Gerais'), as the contract draws some modals. */
  tab?: string;
  Fields: ComponentType<EntityFieldsProps<F>>;
}

/**
 * A back-office entity's record modal (the search screen's `Modal`): loads the record, then create,
 * view, edit and delete with the shared rule set, as produtos-modal.tsx and produtos-editor.tsx do.
 */
export function entityModal<R extends { id: number; versao: number }, F extends object, I>(
  spec: EntityModalSpec<R, F, I>,
) {
  function Editor({ record, onClose, onChanged, onReload, editing }: RecordEditorProps<R>) {
    const editor = useRecordEditor({
      validate: spec.validate,
      toInput: spec.toInput,
      texts: spec.texts,
      create: spec.api.create,
      update: spec.api.update,
      remove: spec.api.remove,
      id: record?.id ?? null,
      versao: record?.versao,
      editing,
      initial: record ? spec.toForm(record) : spec.empty,
      onChanged,
    });
    return (
      <RecordForm
        label={spec.label}
        editor={editor}
        onClose={onClose}
        onReload={onReload}
        deleteTitle={spec.deleteTitle}
      >
        {spec.tab && (
          <Tabs value={0} sx={{ mb: 2 }}>
            <Tab label={spec.tab} />
          </Tabs>
        )}
        <spec.Fields form={editor.form} errors={editor.errors} mode={editor.mode} onChange={editor.setField} />
      </RecordForm>
    );
  }

  return function EntityModal({ target, onClose, onChanged }: RecordModalProps) {
    const id = targetId(target);
    const record = spec.api.useRecord(id);
    return (
      <RecordDialog
        titleId={spec.titleId}
        title={id === null ? spec.newTitle : `${spec.label} ${id}`}
        maxWidth="md"
        id={id}
        record={record}
        onClose={onClose}
      >
        {(loaded, reload) => <Editor record={loaded} onClose={onClose} onChanged={onChanged} {...reload} />}
      </RecordDialog>
    );
  };
}
