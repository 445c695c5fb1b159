import { operatorLine } from '#core/operator.ts';
import { OPERATOR } from '../../../lib/operator.ts';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#core/brand.ts';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';

const sections: LegalSection[] = [
  {
    title: 'Administrator danych',
    body: (
      <p>
        Administratorem danych osobowych jest {operatorLine(OPERATOR)} (dalej „my”). W sprawach danych osobowych możesz
        pisać na adres podany w sekcji „Kontakt”.
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
      <>
        <p>
          Dane przechowujemy przez czas korzystania z usługi. Usługa kończy się w dniu ostatniego logowania lub
          ostatniej nauki dziecka albo z końcem opłaconego okresu — w zależności od tego, co nastąpi później. Po jej
          zakończeniu dane przechowujemy nie dłużej niż 3 lata (np. na potrzeby ewentualnych roszczeń), a potem usuwamy
          je automatycznie.
        </p>
        <table className="mt-3 w-full text-left text-[15px]">
          <caption className="sr-only">Jak długo przechowujemy poszczególne dane</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Dane
              </th>
              <th scope="col" className="py-2 font-semibold">
                Jak długo
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            <tr>
              <td className="py-2 pr-4">Konto rodzica, zgody, ustawienia, plan</td>
              <td className="py-2">do usunięcia konta, najdłużej 3 lata po zakończeniu usługi</td>
            </tr>
            <tr>
              <td className="py-2 pr-4">Profile dzieci, historia nauki, wyniki testów, raporty tygodniowe</td>
              <td className="py-2">do usunięcia konta lub profilu, najdłużej 3 lata po zakończeniu usługi</td>
            </tr>
            <tr>
              <td className="py-2 pr-4">Zgłoszenia błędów i prośby o dostęp</td>
              <td className="py-2">do usunięcia konta, najdłużej 3 lata po zakończeniu usługi</td>
            </tr>
            <tr>
              <td className="py-2 pr-4">Wiadomości e-mail wysłane do Ciebie</td>
              <td className="py-2">do usunięcia konta</td>
            </tr>
            <tr>
              <td className="py-2 pr-4">Zapis zmian planów (bez danych osobowych po usunięciu konta)</td>
              <td className="py-2">bezterminowo, bez możliwości powiązania z osobą</td>
            </tr>
            <tr>
              <td className="py-2 pr-4">Statystyki trudności zadań liczone ze wszystkich odpowiedzi</td>
              <td className="py-2">bezterminowo; są zbiorcze i nie zawierają danych żadnej osoby</td>
            </tr>
          </tbody>
        </table>
        <p className="mt-3">
          Usunięcie konta (w Ustawieniach, po potwierdzeniu linkiem z e-maila) usuwa od razu i w całości dane rodziny,
          chyba że przepisy nakazują ich dłuższe przechowanie.
        </p>
      </>
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
        oraz cofnięcia zgody w dowolnym momencie. Możesz też złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych. W{' '}
        <Link to="/parent/settings" className="font-medium text-indigo-700 underline">
          Ustawieniach
        </Link>{' '}
        pobierzesz wszystkie dane rodziny w pliku JSON (do odczytu przez inne programy) i usuniesz konto.
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
        {operatorLine(OPERATOR)}. Możesz też skorzystać ze strony{' '}
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
