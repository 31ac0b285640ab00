import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import type { UsuarioInterno } from '@portal/shared/dto';
import { ERROR_FALLBACKS, USUARIO_INTERNO_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { useState, type FormEvent } from 'react';
import { answerMessage, errorMessage } from '@/components/data/error-message';
import { ConfirmDeleteDialog } from '@/components/form/confirm-delete-dialog';
import { RecordActions } from '@/components/form/record-actions';
import type { RecordMode } from '@/components/form/record-mode';
import { useCreateUsuarioInterno } from './api/create-usuario-interno';
import { useDeleteUsuarioInterno } from './api/delete-usuario-interno';
import { useRoles } from './api/get-roles';
import { useReenviarDados } from './api/reenviar-dados';
import { useUpdateUsuarioInterno } from './api/update-usuario-interno';
import {
  EMPTY_USUARIO,
  toUsuarioForm,
  toUsuarioInput,
  validateUsuario,
  type UsuarioInternoErrors,
  type UsuarioInternoForm,
} from './usuario-interno-form';
import { UsuariosInternosFormFields } from './usuarios-internos-form-fields';

interface UsuariosInternosEditorProps {
  user: UsuarioInterno | null;
  onClose: () => void;
  onChanged: (message: string) => void;
}

export function UsuariosInternosEditor({ user, onClose, onChanged }: UsuariosInternosEditorProps) {
  const id = user?.id ?? null;
  const [mode, setMode] = useState<RecordMode>(user ? 'view' : 'create');
  const [form, setForm] = useState<UsuarioInternoForm>(user ? toUsuarioForm(user) : EMPTY_USUARIO);
  const [errors, setErrors] = useState<UsuarioInternoErrors>({});
  const [banner, setBanner] = useState('');
  const [confirming, setConfirming] = useState(false);
  const roles = useRoles();
  const create = useCreateUsuarioInterno();
  const update = useUpdateUsuarioInterno();
  const remove = useDeleteUsuarioInterno();
  const resend = useReenviarDados();

  const setField = (name: keyof UsuarioInternoForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUsuario(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const input = toUsuarioInput(form, id);
      const answer = id === null ? await create.run(input) : await update.run(id, input);
      onChanged(answerMessage(answer, id === null ? SUCCESS_MESSAGES.userCreated : SUCCESS_MESSAGES.userUpdated));
    } catch (error) {
      setBanner(errorMessage(error, ERROR_FALLBACKS.userSave));
    }
  };

  const sendAccess = async () => {
    if (id === null) return setBanner(ERROR_FALLBACKS.userIdMissing);
    try {
      setBanner(answerMessage(await resend.run(id), SUCCESS_MESSAGES.emailResent));
    } catch (error) {
      setBanner(errorMessage(error, ERROR_FALLBACKS.userResend));
    }
  };

  const confirmDelete = async () => {
    setConfirming(false);
    if (id === null) return setBanner(ERROR_FALLBACKS.userIdMissing);
    try {
      onChanged(answerMessage(await remove.run(id), SUCCESS_MESSAGES.userDeleted));
    } catch (error) {
      setBanner(errorMessage(error, ERROR_FALLBACKS.userDelete));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={save} aria-label="Usuário interno">
      <DialogContent>
        {banner && (
          <Alert severity="info" onClose={() => setBanner('')} sx={{ mb: 2 }}>
            {banner}
          </Alert>
        )}
        <UsuariosInternosFormFields
          form={form}
          errors={errors}
          readOnly={mode === 'view'}
          roles={roles}
          onChange={setField}
        />
      </DialogContent>
      <RecordActions
        mode={mode}
        pending={create.pending || update.pending}
        onEdit={() => setMode('edit')}
        onDelete={() => setConfirming(true)}
        onClose={onClose}
        extra={
          <Button variant="outlined" onClick={sendAccess} disabled={resend.pending}>
            Enviar novos dados de acesso
          </Button>
        }
      />
      <ConfirmDeleteDialog
        open={confirming}
        title={USUARIO_INTERNO_MESSAGES.confirmDelete}
        pending={remove.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
