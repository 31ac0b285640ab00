import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UsuarioInterno } from '@portal/shared/dto';
import { ERROR_FALLBACKS, USUARIO_INTERNO_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { useState } from 'react';
import { answerMessage, errorMessage } from '@/components/data/error-message';
import { useMutation } from '@/components/data/use-mutation';
import { RecordForm } from '@/components/form/record-form';
import type { RecordEditorProps } from '@/components/form/record-mode';
import { recordTexts, useRecordEditor } from '@/components/form/use-record-editor';
import { createUsuarioInterno } from './api/create-usuario-interno';
import { deleteUsuarioInterno } from './api/delete-usuario-interno';
import { useRoles } from './api/get-roles';
import { reenviarDados } from './api/reenviar-dados';
import { updateUsuarioInterno } from './api/update-usuario-interno';
import { EMPTY_USUARIO, toUsuarioForm, toUsuarioInput, validateUsuario } from './usuario-interno-form';
import { UsuariosInternosFormFields } from './usuarios-internos-form-fields';

// How this entity's records are checked, sent and reported.
const RECORD = { validate: validateUsuario, toInput: toUsuarioInput, texts: recordTexts('user') };
const API = { create: createUsuarioInterno, update: updateUsuarioInterno, remove: deleteUsuarioInterno };

export function UsuariosInternosEditor({
  record: user,
  onClose,
  onChanged,
  onReload,
  editing,
}: RecordEditorProps<UsuarioInterno>) {
  const id = user?.id ?? null;
  // Failures and the resend answer show in a banner inside the modal.
  const [banner, setBanner] = useState('');
  const editor = useRecordEditor({
    ...RECORD,
    ...API,
    id,
    versao: user?.versao,
    editing,
    initial: user ? toUsuarioForm(user) : EMPTY_USUARIO,
    onChanged,
    onFailure: setBanner,
    answerTexts: true,
  });
  const roles = useRoles();
  const resend = useMutation(reenviarDados);

  const sendAccess = async () => {
    if (id === null) return setBanner(ERROR_FALLBACKS.userIdMissing);
    try {
      setBanner(answerMessage(await resend.run(id), SUCCESS_MESSAGES.emailResent));
    } catch (error) {
      setBanner(errorMessage(error, ERROR_FALLBACKS.userResend));
    }
  };

  return (
    <RecordForm
      label="Usuário interno"
      editor={editor}
      onClose={onClose}
      onReload={onReload}
      deleteTitle={USUARIO_INTERNO_MESSAGES.confirmDelete}
      extra={
        <Button variant="outlined" onClick={sendAccess} disabled={resend.pending}>
          Enviar novos dados de acesso
        </Button>
      }
    >
      {banner && (
        <Alert severity="info" onClose={() => setBanner('')} sx={{ mb: 2 }}>
          {banner}
        </Alert>
      )}
      <UsuariosInternosFormFields
        form={editor.form}
        errors={editor.errors}
        readOnly={editor.mode === 'view'}
        roles={roles}
        onChange={editor.setField}
      />
    </RecordForm>
  );
}
