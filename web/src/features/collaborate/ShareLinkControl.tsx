import { SHARE_LINK_TEXTS } from '@shop/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/Toaster';
import { type CollaborativeKey, useReplaceShareLinkMutation } from './collaborateApi';

/**
 * The creator's control on the Create Together page: after a confirmation, the link shared so
 * far stops working and the page moves to the new one (to copy and send again).
 */
export function ShareLinkControl({ collab }: { collab: CollaborativeKey }) {
  const [open, setOpen] = useState(false);
  const [replace, { isLoading }] = useReplaceShareLinkMutation();
  const navigate = useNavigate();
  const toast = useToast();

  async function onConfirm() {
    try {
      const { sharePath } = await replace(collab).unwrap();
      setOpen(false);
      void navigate(sharePath, { replace: true });
      toast({ title: SHARE_LINK_TEXTS.replacedTitle, description: SHARE_LINK_TEXTS.replacedText });
    } catch (err) {
      toast({
        title: SHARE_LINK_TEXTS.errorTitle,
        description: errorMessage(err),
        variant: 'destructive',
      });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="ct-button ct-button--secondary">
          {SHARE_LINK_TEXTS.button}
        </button>
      }
      title={SHARE_LINK_TEXTS.confirmTitle}
      description={<p>{SHARE_LINK_TEXTS.confirmText}</p>}
      confirmLabel={SHARE_LINK_TEXTS.confirm}
      cancelLabel={SHARE_LINK_TEXTS.cancel}
      onConfirm={() => void onConfirm()}
      busy={isLoading}
    />
  );
}
