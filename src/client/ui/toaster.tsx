import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      // Below the sticky header (h-16), so a toast never covers the logo or the menu button.
      offset={{ top: 76 }}
      mobileOffset={{ top: 76, left: 12, right: 12 }}
      richColors
      closeButton
      containerAriaLabel="Powiadomienia"
      toastOptions={{ duration: 5000, closeButtonAriaLabel: 'Zamknij powiadomienie' }}
    />
  );
}
