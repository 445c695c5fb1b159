import { Link } from 'react-router';
import { PRODUCT_NAME } from '#core/brand.ts';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';

const sections: LegalSection[] = [
  {
    title: 'Administrator danych',
    body: (
      <p>
        Administratorem danych osobowych jest [Nazwa firmy], [Adres], tel. [Telefon] (dalej „my”). W sprawach danych
        osobowych możesz pisać na adres podany w sekcji „Kontakt”.
      </p>
    ),
  },
  {
    title: 'Jakie dane przetwarzamy',
    body: (
      <>
        <p>Przetwarzamy wyłącznie dane potrzebne do prowadzenia nauki i konta rodzica:</p>
        <ul>
          <li>
            <strong>dane kontaktowe</strong> rodzica — adres e-mail i (opcjonalnie) imię;
          </li>
          <li>
            <strong>dane dziecka</strong> — pseudonim (bez nazwiska), klasa, cel nauki i wskazane obszary trudności;
          </li>
          <li>
            <strong>dane techniczne</strong> — informacje o sesji logowania, typ przeglądarki, dzienniki błędów; nie
            zapisujemy adresów IP przy zgodach;
          </li>
          <li>
            <strong>historia nauki</strong> — odpowiedzi na zadania, wyniki testów diagnostycznych, czas sesji i postępy
            w tematach.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Cele i podstawy prawne',
    body: (
      <ul>
        <li>świadczenie usługi nauki i prowadzenie konta (art. 6 ust. 1 lit. b RODO);</li>
        <li>
          przetwarzanie danych dziecka na podstawie zgody rodzica lub opiekuna (art. 6 ust. 1 lit. a i art. 8 RODO);
        </li>
        <li>wysyłka raportów tygodniowych i przypomnień, o ile włączysz je w ustawieniach;</li>
        <li>bezpieczeństwo serwisu i obsługa zgłoszeń błędów (art. 6 ust. 1 lit. f RODO).</li>
      </ul>
    ),
  },
  {
    title: 'Dzieci',
    body: (
      <p>
        Dziecko poniżej 16 lat korzysta z serwisu wyłącznie za zgodą rodzica lub opiekuna prawnego, wyrażoną przed
        dodaniem jakichkolwiek danych dziecka. Zachęcamy do używania pseudonimu zamiast imienia i nazwiska.
      </p>
    ),
  },
  {
    title: 'Okres przechowywania',
    body: (
      <p>
        Dane przechowujemy przez czas korzystania z usługi, a po jej zakończeniu nie dłużej niż 3 lata (np. na potrzeby
        ewentualnych roszczeń). Usunięcie konta usuwa dane rodziny, chyba że przepisy nakazują ich dłuższe przechowanie.
      </p>
    ),
  },
  {
    title: 'Odbiorcy danych',
    body: (
      <p>
        Dane mogą być powierzane dostawcom hostingu i poczty e-mail działającym na nasze zlecenie. Nie sprzedajemy
        danych i nie używamy zewnętrznych narzędzi śledzących.
      </p>
    ),
  },
  {
    title: 'Twoje prawa',
    body: (
      <p>
        Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia, sprzeciwu
        oraz cofnięcia zgody w dowolnym momencie. Możesz też złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych.
      </p>
    ),
  },
  {
    title: 'Pliki cookie',
    body: (
      <p>
        Niezbędne pliki cookie służą do logowania i bezpieczeństwa. Pozostałe (analityczne, marketingowe,
        personalizacja) włączasz tylko za zgodą — na stronie{' '}
        <Link to="/consent" className="font-medium text-indigo-700 underline">
          ustawień plików cookie
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Kontakt',
    body: (
      <p>
        [Nazwa firmy], [Adres], tel. [Telefon]. Możesz też skorzystać ze strony{' '}
        <Link to="/contact" className="font-medium text-indigo-700 underline">
          Kontakt
        </Link>
        .
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return <LegalPage title={`Polityka prywatności serwisu ${PRODUCT_NAME}`} sections={sections} />;
}
