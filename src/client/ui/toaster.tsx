import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Powiadomienia"
      toastOptions={{ duration: 5000, closeButtonAriaLabel: 'Zamknij powiadomienie' }}
    />
  );
}
