import { OPERATOR } from '../../../lib/operator.ts';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#core/brand.ts';
import { pl } from '../../../i18n/pl.ts';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';

const privacyLink = (
  <Link to="/privacy" className="font-medium text-indigo-700 underline">
    Polityce prywatności
  </Link>
);

/** The 13 sections spec 2 lists for /terms, in its order. */
const sections: LegalSection[] = [
  {
    title: 'Postanowienia ogólne',
    body: (
      <p>
        Regulamin określa zasady korzystania z serwisu {PRODUCT_NAME} prowadzonego przez {OPERATOR.name},{' '}
        {OPERATOR.address}. Korzystanie z serwisu oznacza akceptację regulaminu.
      </p>
    ),
  },
  {
    title: 'Definicje',
    body: (
      <ul>
        <li>
          <strong>Serwis</strong> — platforma {PRODUCT_NAME} do nauki matematyki.
        </li>
        <li>
          <strong>Rodzic</strong> — pełnoletni użytkownik zakładający konto, rodzic lub opiekun prawny dziecka.
        </li>
        <li>
          <strong>Dziecko (Uczeń)</strong> — osoba ucząca się w serwisie, dodana przez Rodzica.
        </li>
        <li>
          <strong>Subskrypcja</strong> — odpłatny dostęp do funkcji serwisu w wybranym planie.
        </li>
      </ul>
    ),
  },
  {
    title: 'Rejestracja',
    body: (
      <p>
        Konto zakłada Rodzic, podając adres e-mail i hasło, a następnie potwierdzając adres e-mail. Dziecko poniżej 16
        lat może korzystać z serwisu wyłącznie za zgodą rodzica lub opiekuna prawnego, wyrażoną przed dodaniem danych
        dziecka.
      </p>
    ),
  },
  {
    title: 'Korzystanie z serwisu przez dziecko',
    body: (
      <p>
        Dziecko korzysta z serwisu pod nadzorem Rodzica, który odpowiada za dane podane przy dodawaniu dziecka. Zalecamy
        używanie pseudonimu zamiast imienia i nazwiska.
      </p>
    ),
  },
  {
    title: 'Subskrypcje',
    body: (
      <>
        <p>Serwis oferuje plany Standard (jedno dziecko), Rodzinny (cała rodzina) oraz Egzamin+ (pełne wsparcie).</p>
        <ul>
          <li>Opłaty za subskrypcję pobierane są z góry za dany okres rozliczeniowy.</li>
          <li>Subskrypcję można anulować w każdej chwili.</li>
          <li>Po anulowaniu dostęp trwa do końca opłaconego okresu.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Prawo odstąpienia',
    body: (
      <p>
        Konsument może odstąpić od umowy w terminie 14 dni od jej zawarcia bez podania przyczyny, składając oświadczenie
        na adres podany w sekcji „Kontakt”.
      </p>
    ),
  },
  {
    title: 'Odpowiedzialność',
    body: (
      <p>
        Dokładamy starań, aby serwis działał nieprzerwanie, a treści były poprawne. Nie odpowiadamy za przerwy
        wynikające z przyczyn od nas niezależnych ani za wyniki egzaminów ucznia.
      </p>
    ),
  },
  {
    title: 'Własność intelektualna',
    body: (
      <p>
        Treści serwisu, w tym zadania, wskazówki i materiały graficzne, są chronione prawem autorskim. Można z nich
        korzystać wyłącznie w ramach nauki w serwisie.
      </p>
    ),
  },
  {
    title: 'Ochrona danych',
    body: <p>Zasady przetwarzania danych osobowych Rodzica i Dziecka opisujemy w {privacyLink}.</p>,
  },
  {
    title: 'Zmiany regulaminu',
    body: (
      <p>
        O zmianach regulaminu informujemy z co najmniej 30-dniowym wyprzedzeniem, przesyłając wiadomość e-mail i
        publikując nową wersję w serwisie.
      </p>
    ),
  },
  {
    title: 'Rozstrzyganie sporów',
    body: (
      <p>
        Do umowy stosuje się prawo polskie. Spory rozstrzygają sądy polskie, z zachowaniem przepisów chroniących
        konsumentów.
      </p>
    ),
  },
  {
    title: 'Postanowienia końcowe',
    body: (
      <p>
        W sprawach nieuregulowanych regulaminem stosuje się przepisy Kodeksu cywilnego i ustawy o prawach konsumenta.
        Regulamin obowiązuje od dnia publikacji.
      </p>
    ),
  },
  {
    title: 'Kontakt',
    body: (
      <p>
        {OPERATOR.name}
        <br />
        {OPERATOR.address}
        <br />
        tel. {OPERATOR.phone}
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title={`Regulamin serwisu ${PRODUCT_NAME}`}
      sections={sections}
      footer={
        <Link to="/privacy" className="font-semibold text-indigo-700 hover:underline">
          {pl.legal.seePrivacy}
        </Link>
      }
    />
  );
}
