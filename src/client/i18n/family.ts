/** Texts of the parent's settings, weekly report, data rights and panel charts (issue #10). */
export const familyPl = {
  settingsPage: {
    title: 'Ustawienia',
    subtitle: 'Konto, powiadomienia i dane rodziny.',
  },
  dataRights: {
    title: 'Twoje dane',
    text: 'Możesz w każdej chwili pobrać wszystkie dane rodziny albo usunąć konto razem z profilami dzieci.',
    exportTitle: 'Pobierz dane rodziny',
    exportText:
      'Plik JSON z danymi konta, zgodami, profilami dzieci, sesjami, odpowiedziami, wynikami testów i raportami.',
    exportAction: 'Pobierz dane (JSON)',
    deleteTitle: 'Usuń konto',
    deleteText:
      'Usuniemy konto rodzica, profile dzieci i całą historię nauki. Najpierw wyślemy link potwierdzający na Twój adres e-mail.',
    deleteAction: 'Usuń konto…',
    dialogTitle: 'Usunąć konto?',
    dialogText:
      'Po potwierdzeniu linkiem z e-maila usuniemy na zawsze konto, profile dzieci, wyniki testów, sesje, raporty i ustawienia. Tej operacji nie można cofnąć. Warto wcześniej pobrać dane.',
    dialogSend: 'Wyślij link potwierdzający',
    dialogCancel: 'Anuluj',
    sentTitle: 'Sprawdź skrzynkę e-mail',
    sent: (email: string) =>
      `Wysłaliśmy link potwierdzający na adres ${email}. Link jest ważny przez 1 godzinę; do tego czasu konto działa bez zmian.`,
    sendFailed: 'Nie udało się wysłać linku. Spróbuj ponownie za chwilę.',
  },
  deleteAccount: {
    title: 'Usunięcie konta',
    text: 'Po kliknięciu przycisku usuniemy konto rodzica, profile dzieci, historię nauki, wyniki testów, raporty i ustawienia. Tej operacji nie można cofnąć.',
    confirm: 'Usuń konto na zawsze',
    cancel: 'Nie usuwaj, wróć do ustawień',
    invalid: 'Link do usunięcia konta jest nieprawidłowy lub wygasł. Poproś o nowy w ustawieniach.',
    missing: 'Brak linku potwierdzającego. Otwórz link z e-maila jeszcze raz.',
    failed: 'Nie udało się usunąć konta. Spróbuj ponownie.',
  },
  farewell: {
    title: 'Konto zostało usunięte',
    text: 'Usunęliśmy konto i wszystkie dane rodziny. Dziękujemy za wspólną naukę — zawsze możesz wrócić i założyć nowe konto.',
    home: 'Przejdź na stronę główną',
  },
} as const;
