/**
 * Multi-part context tasks (issue 13, part 4): one situation — a timetable and prices, a garden
 * plan, a shop receipt, a school survey — and 3–4 questions about it, as on the egzamin
 * ósmoklasisty. Each question is a part; the marking scheme gives a point per question answered.
 */
import { rat, add, sub, mul, div, isFiniteDecimal } from '../../../math/rational.ts';
import { pluralForm } from '../../../text/plural.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { texNumber as tn } from '../../../text/format.ts';
import { redraw, type GeneratedBody } from '../../kit/draw.ts';
import { moneyTex, percentTex, texMoney, texValue } from '../../kit/format.ts';
import { svgDoc, svgPolygon, svgText } from '../../figures.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { openItem, roundToGrosze, withUnit, dot } from './parts.ts';

const t = texValue;
const clock = (minutes: number): string => `${Math.floor(minutes / 60)}{:}${String(minutes % 60).padStart(2, '0')}`;

const TRIPS = [
  { from: 'Kraków', to: 'Zakopane', vehicle: 'pociąg' },
  { from: 'Gdańsk', to: 'Malbork', vehicle: 'pociąg' },
  { from: 'Poznań', to: 'Gniezno', vehicle: 'autobus' },
  { from: 'Wrocław', to: 'Karpacz', vehicle: 'autobus' },
  { from: 'Lublin', to: 'Kazimierz Dolny', vehicle: 'autobus' },
] as const;

/** A class trip: a timetable, ticket prices with a pupils' discount, the journey's average speed. */
const classTrip = defineTemplate({
  id: 'context_tasks.class-trip',
  title: 'Zadanie z kontekstem: wycieczka klasowa (rozkład jazdy i bilety)',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const trip = rng.pick(TRIPS);
    const d = redraw(() => {
      const duration = rng.pick(level === 1 ? [60, 90, 120] : [75, 100, 105, 135, 150, 165]);
      const speed = rng.int(level === 1 ? 4 : 5, level === 1 ? 8 : 12) * (level === 1 ? 10 : 6);
      const distance = div(mul(rat(speed), rat(duration)), rat(60));
      if (distance.d !== 1) return null;
      const depart = rng.int(6 * 12, 10 * 12) * 5;
      const normal = rat(rng.int(level === 1 ? 10 : 14, level === 1 ? 30 : 48));
      const discount = level === 1 ? 50 : 37;
      const pupilPrice = div(mul(normal, rat(100 - discount)), rat(100));
      const pupils = rng.int(16, 28);
      const adults = rng.int(2, 3);
      return { duration, speed, distance, depart, normal, discount, pupilPrice, pupils, adults };
    });
    const { duration, speed, distance, depart, normal, discount, pupilPrice, pupils, adults } = d;
    const arrive = depart + duration;
    const cost = add(mul(rat(pupils), pupilPrice), mul(rat(adults), normal));
    const table = `$$\\begin{array}{|l|c|}\\hline \\text{odjazd z miejscowości ${trip.from}} & ${clock(depart)} \\\\ \\hline \\text{przyjazd do miejscowości ${trip.to}} & ${clock(arrive)} \\\\ \\hline \\text{długość trasy} & ${tn(distance.n)}\\text{ km} \\\\ \\hline \\text{bilet normalny} & ${texMoney(normal)}\\text{ zł} \\\\ \\hline \\text{ulga dla uczniów} & ${discount}\\% \\\\ \\hline\\end{array}$$`;
    const hours = div(rat(duration), rat(60));
    const vehicleNom = trip.vehicle === 'pociąg' ? 'pociąg' : 'autobus';
    return openItem(rng, {
      stem: `Klasa jedzie na wycieczkę: $${pupils}$ uczniów i $${adults}$ opiekunów. Wszyscy jadą ${trip.vehicle === 'pociąg' ? 'pociągiem' : 'autobusem'}, uczniowie z ulgą, a opiekunowie na bilety normalne. W tabeli są informacje o przejeździe.\n\n${table}`,
      parts: [
        {
          prompt: `Ile minut trwa przejazd?`,
          value: duration,
          unit: 'min',
          hints: [
            `Policz czas od $${clock(depart)}$ do $${clock(arrive)}$.`,
            `Od $${clock(depart)}$ do pełnej godziny i dalej do $${clock(arrive)}$ — dodaj minuty.`,
            `$${clock(arrive)} - ${clock(depart)}$ to $${Math.floor(duration / 60)}\\text{ h } ${duration % 60}\\text{ min} = ${duration}\\text{ min}$`,
          ],
          mistakes: [
            {
              key: 'clock_as_decimal',
              value: Math.floor(arrive / 60) * 100 + (arrive % 60) - (Math.floor(depart / 60) * 100 + (depart % 60)),
              feedback: 'Godziny odjęto jak liczby dziesiętne. Godzina ma $60$ minut, a nie $100$.',
            },
          ],
          work: `Od $${clock(depart)}$ do $${clock(arrive)}$ mija $${Math.floor(duration / 60)}\\text{ h } ${duration % 60}\\text{ min}$, czyli $${duration}\\text{ min}$.`,
        },
        {
          prompt: 'Ile złotych kosztują bilety dla całej grupy?',
          value: cost,
          calc: `${pupils}*${dot(pupilPrice)}+${adults}*${dot(normal)}`,
          unit: 'zł',
          hints: [
            `Bilet ulgowy to $${100 - discount}\\%$ ceny biletu normalnego.`,
            `Bilet ulgowy: $${texMoney(normal)} \\cdot ${t(rat(100 - discount, 100))} = ${texMoney(pupilPrice)}$.`,
            `$${pupils} \\cdot ${texMoney(pupilPrice)} + ${adults} \\cdot ${texMoney(normal)} = ${texMoney(cost)}$`,
          ],
          mistakes: [
            {
              key: 'discount_as_price',
              value: add(mul(rat(pupils), div(mul(normal, rat(discount)), rat(100))), mul(rat(adults), normal)),
              feedback: `Ulga $${discount}\\%$ oznacza, że uczeń płaci $${100 - discount}\\%$ ceny, a nie $${discount}\\%$.`,
            },
            {
              key: 'everyone_discounted',
              value: mul(rat(pupils + adults), pupilPrice),
              feedback: 'Opiekunowie płacą za bilety normalne — ulga dotyczy tylko uczniów.',
            },
          ],
          work: `Bilet ulgowy: $${texMoney(normal)} \\cdot ${t(rat(100 - discount, 100))} = ${moneyTex(pupilPrice)}$; razem: $${pupils} \\cdot ${texMoney(pupilPrice)} + ${adults} \\cdot ${texMoney(normal)} = ${moneyTex(cost)}$.`,
        },
        {
          prompt: `Z jaką średnią prędkością (w km/h) jedzie ${vehicleNom}?`,
          value: speed,
          calc: `${dot(distance)}/(a/60)`,
          unit: 'km/h',
          hints: [
            'Prędkość = droga : czas, a czas trzeba wyrazić w godzinach.',
            `$${duration}\\text{ min} = ${t(hours)}\\text{ h}$`,
            `$${tn(distance.n)} : ${t(hours)} = ${speed}$`,
          ],
          mistakes: [
            {
              key: 'minutes_not_hours',
              value: div(distance, rat(duration)),
              feedback: 'Podzielono kilometry przez minuty — to prędkość w km/min. Zamień czas na godziny.',
            },
          ],
          work: `$${duration}\\text{ min} = ${t(hours)}\\text{ h}$, $v = ${tn(distance.n)} : ${t(hours)} = ${speed}\\text{ km/h}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne odczytanie i obliczenie czasu przejazdu', ['a']],
        [1, 'poprawne obliczenie kosztu biletów dla grupy', ['b']],
        [1, 'poprawne obliczenie średniej prędkości', ['a', 'c']],
      ],
      conclusion: `Odpowiedź: przejazd trwa $${duration}\\text{ min}$, bilety kosztują $${moneyTex(cost)}$, a średnia prędkość to $${speed}\\text{ km/h}$.`,
      params: { depart, duration, speed, pupils, adults, normal: t(normal) },
    });
  },
});

/** The garden plan: a rectangle with a vegetable bed and a square pond, drawn to scale. */
function gardenFigure(L: number, W: number, bed: [number, number], pond: number): string {
  const scale = 260 / L;
  const pad = 30;
  const x0 = pad;
  const y0 = pad;
  const w = L * scale;
  const h = W * scale;
  const rect = (x: number, y: number, rw: number, rh: number, fill?: string) =>
    svgPolygon(
      [
        { x, y },
        { x: x + rw, y },
        { x: x + rw, y: y + rh },
        { x, y: y + rh },
      ],
      fill,
    );
  const bx = x0 + 10;
  const by = y0 + 10;
  const px = x0 + w - pond * scale - 10;
  const py = y0 + h - pond * scale - 10;
  let body = rect(x0, y0, w, h, '#e8f5e9');
  body += rect(bx, by, bed[0] * scale, bed[1] * scale, '#f3e5d0');
  body += rect(px, py, pond * scale, pond * scale, '#d6eaf8');
  body += svgText({ x: x0 + w / 2, y: y0 - 14 }, `${L} m`);
  body += svgText({ x: x0 + w + 20, y: y0 + h / 2 }, `${W} m`);
  // Labels beside the shapes: a small bed or pond could not hold its name.
  body += svgText({ x: bx, y: by + bed[1] * scale + 12 }, 'grządka', { size: 13, anchor: 'start' });
  body += svgText({ x: px - 6, y: py + (pond * scale) / 2 }, 'oczko', { size: 13, anchor: 'end' });
  return svgDoc(w + 2 * pad + 20, h + 2 * pad, body, 'Plan ogrodu: prostokąt z grządką i kwadratowym oczkiem wodnym');
}

/** A garden plan: the lawn's area, the fence, the fence's cost. */
const gardenPlan = defineTemplate({
  id: 'context_tasks.garden-plan',
  title: 'Zadanie z kontekstem: plan ogrodu',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const L = rng.int(level === 1 ? 12 : 16, level === 1 ? 20 : 30);
      const W = rng.int(8, L - 3);
      const bed: [number, number] = [rng.int(3, Math.floor(L / 2) - 1), rng.int(2, Math.floor(W / 2) - 1)];
      const pond = rng.int(2, Math.min(4, Math.floor(W / 2) - 1));
      if (bed[0] < 3 || bed[1] < 2 || pond < 2) return null;
      const gate = level === 3 ? rat(rng.int(25, 45), 10) : rat(rng.int(2, 4));
      const price = level === 1 ? rat(rng.int(20, 60)) : rat(rng.int(2500, 8900), 100);
      return { L, W, bed, pond, gate, price };
    });
    const { L, W, bed, pond, gate, price } = d;
    const lawn = L * W - bed[0] * bed[1] - pond * pond;
    const fence = sub(rat(2 * (L + W)), gate);
    const exactCost = mul(fence, price);
    const cost = roundToGrosze(exactCost);
    const exactMoney = exactCost.n * cost.d === cost.n * exactCost.d;
    const costWork = exactMoney ? texMoney(cost) : `${t(exactCost)} \\approx ${texMoney(cost)}`;
    const owner = rng.pick(['Państwo Lewandowscy', 'Pani Joanna', 'Pan Krzysztof', 'Dziadkowie Ani']);
    const have = owner.startsWith('Pa') && !owner.startsWith('Państwo') ? 'ma' : 'mają';
    return openItem(rng, {
      stem: `${owner} ${have} prostokątny ogród o wymiarach $${withUnit(L, 'm')}$ na $${withUnit(W, 'm')}$. Na planie zaznaczono grządkę warzywną o wymiarach $${withUnit(bed[0], 'm')}$ na $${withUnit(bed[1], 'm')}$ i kwadratowe oczko wodne o boku $${withUnit(pond, 'm')}$. Reszta ogrodu to trawnik. Ogród ma być ogrodzony siatką dookoła, z wyjątkiem bramy szerokości $${withUnit(gate, 'm')}$. Metr siatki kosztuje $${moneyTex(price)}$.${exactMoney ? '' : ' Koszt zaokrąglij do pełnych groszy.'}`,
      figure: gardenFigure(L, W, bed, pond),
      parts: [
        {
          prompt: 'Ile metrów kwadratowych ma trawnik?',
          value: lawn,
          calc: `${L}*${W}-${bed[0]}*${bed[1]}-${pond}*${pond}`,
          unit: 'm²',
          hints: [
            'Od pola całego ogrodu odejmij pola grządki i oczka.',
            `$${L} \\cdot ${W} - ${bed[0]} \\cdot ${bed[1]} - ${pond}^2$`,
            `$${L * W} - ${bed[0] * bed[1]} - ${pond * pond} = ${lawn}$`,
          ],
          mistakes: [
            {
              key: 'pond_side_not_squared',
              value: L * W - bed[0] * bed[1] - 2 * pond,
              feedback: `Pole kwadratu o boku $${pond}$ to $${pond}^2 = ${pond * pond}$, a nie $2 \\cdot ${pond}$.`,
            },
            {
              key: 'whole_garden',
              value: L * W,
              feedback: 'To pole całego ogrodu. Trawnik to ogród bez grządki i oczka.',
            },
          ],
          work: `$${L} \\cdot ${W} - ${bed[0]} \\cdot ${bed[1]} - ${pond}^2 = ${L * W} - ${bed[0] * bed[1]} - ${pond * pond} = ${withUnit(lawn, 'm²')}$.`,
        },
        {
          prompt: 'Ile metrów siatki potrzeba?',
          value: fence,
          calc: `2*(${L}+${W})-${dot(gate)}`,
          unit: 'm',
          hints: [
            'Obwód prostokąta to $2 \\cdot (a + b)$; odejmij szerokość bramy.',
            `$2 \\cdot (${L} + ${W}) = ${2 * (L + W)}$`,
            `$${2 * (L + W)} - ${t(gate)} = ${t(fence)}$`,
          ],
          mistakes: [
            {
              key: 'gate_not_subtracted',
              value: 2 * (L + W),
              feedback: 'To cały obwód ogrodu. W miejscu bramy siatki nie będzie — odejmij jej szerokość.',
            },
            {
              key: 'half_perimeter',
              value: sub(rat(L + W), gate),
              feedback: 'Obwód prostokąta to suma czterech boków: $2 \\cdot (a + b)$.',
            },
          ],
          work: `$2 \\cdot (${L} + ${W}) - ${t(gate)} = ${withUnit(fence, 'm')}$.`,
        },
        {
          prompt: 'Ile złotych będzie kosztować siatka?',
          value: cost,
          calc: `b*${dot(price)}`,
          unit: 'zł',
          ...(exactMoney ? {} : { tolerance: 0.005 }),
          hints: [
            'Pomnóż długość siatki przez cenę metra.',
            `$${t(fence)} \\cdot ${texMoney(price)}$`,
            `$${t(fence)} \\cdot ${texMoney(price)} = ${costWork}$`,
          ],
          work: `$${t(fence)} \\cdot ${texMoney(price)} = ${costWork}\\text{ zł}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie pola trawnika', ['a']],
        [1, 'poprawne obliczenie długości siatki', ['b']],
        [1, 'poprawne obliczenie kosztu siatki', ['b', 'c']],
      ],
      conclusion: `Odpowiedź: trawnik ma $${withUnit(lawn, 'm²')}$, potrzeba $${withUnit(fence, 'm')}$ siatki, która kosztuje $${moneyTex(cost)}$.`,
      params: { L, W, bed: bed.join('x'), pond, gate: t(gate), price: texMoney(price) },
    });
  },
});

const SHOPS = [
  { shop: 'W sklepie papierniczym', items: ['zeszyt', 'blok rysunkowy', 'długopis', 'farby', 'linijka', 'cyrkiel'] },
  { shop: 'W sklepie spożywczym', items: ['chleb', 'masło', 'ser żółty', 'jogurt', 'miód', 'sok'] },
  { shop: 'W sklepie odzieżowym', items: ['skarpetki', 'czapka', 'rękawiczki', 'szalik', 'koszulka', 'bluza'] },
] as const;

/** A receipt: the total, a percentage coupon above a threshold, the change from a banknote. */
const shopReceipt = defineTemplate({
  id: 'context_tasks.shop-receipt',
  title: 'Zadanie z kontekstem: paragon i rabat',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const shop = rng.pick(SHOPS);
    const d = redraw(() => {
      const names = rng.shuffle(shop.items).slice(0, level === 1 ? 3 : 4);
      const rows = names.map((name) => ({
        name,
        price: level === 1 ? rat(rng.int(3, 25)) : rat(rng.int(150, 4990), 100),
        count: rng.int(1, level === 1 ? 4 : 5),
      }));
      const total = rows.reduce((s, r) => add(s, mul(r.price, rat(r.count))), rat(0));
      const totalNum = total.n / total.d;
      const threshold = rng.pick([50, 80, 100, 150]);
      if (totalNum < threshold || totalNum > 190) return null;
      const percent = rng.pick(level === 1 ? [10, 20] : [5, 10, 15, 20]);
      const discountExact = div(mul(total, rat(percent)), rat(100));
      const discount = roundToGrosze(discountExact);
      const toPay = sub(total, discount);
      const note = totalNum - discount.n / discount.d < 100 && level === 1 ? 100 : 200;
      if (toPay.n / toPay.d > note) return null;
      return { rows, total, threshold, percent, discount, discountExact, toPay, note };
    });
    const { rows, total, threshold, percent, discount, discountExact, toPay, note } = d;
    const exactDiscount = discount.n * discountExact.d === discountExact.n * discount.d;
    const change = sub(rat(note), toPay);
    const buyer = pickPerson(rng);
    const table = `$$\\begin{array}{|l|c|c|}\\hline \\text{produkt} & \\text{cena za sztukę} & \\text{liczba sztuk} \\\\ \\hline ${rows
      .map((r) => `\\text{${r.name}} & ${texMoney(r.price)}\\text{ zł} & ${r.count}`)
      .join(' \\\\ \\hline ')} \\\\ \\hline\\end{array}$$`;
    const sumTex = rows.map((r) => `${r.count} \\cdot ${texMoney(r.price)}`).join(' + ');
    return openItem(rng, {
      stem: `${shop.shop} obowiązuje promocja: przy zakupach za co najmniej $${moneyTex(rat(threshold))}$ klient dostaje rabat $${percentTex(percent)}$ od całej kwoty${exactDiscount ? '' : ' (rabat zaokrągla się do pełnych groszy)'}. ${buyer.name} ${verb(buyer, 'kupił', 'kupiła')} produkty z tabeli i ${verb(buyer, 'zapłacił', 'zapłaciła')} banknotem $${moneyTex(rat(note))}$.\n\n${table}`,
      parts: [
        {
          prompt: 'Ile złotych kosztowały zakupy przed rabatem?',
          value: total,
          calc: rows.map((r) => `${r.count}*${dot(r.price)}`).join('+'),
          unit: 'zł',
          hints: [
            'Dla każdego produktu pomnóż cenę przez liczbę sztuk, potem dodaj.',
            `$${sumTex}$`,
            `$${sumTex} = ${texMoney(total)}$`,
          ],
          mistakes: [
            {
              key: 'counts_ignored',
              value: rows.reduce((s, r) => add(s, r.price), rat(0)),
              feedback: 'Dodano same ceny. Każdą cenę trzeba pomnożyć przez liczbę kupionych sztuk.',
            },
          ],
          work: `$${sumTex} = ${moneyTex(total)}$.`,
        },
        {
          prompt: 'Ile złotych wyniósł rabat?',
          value: discount,
          calc: `a*${percent}/100`,
          unit: 'zł',
          hints: [
            `Kwota $${moneyTex(total)}$ jest nie mniejsza niż $${moneyTex(rat(threshold))}$, więc rabat przysługuje.`,
            `$${percentTex(percent)}$ z $${texMoney(total)}$: $${t(rat(percent, 100))} \\cdot ${texMoney(total)}$`,
            `$${t(rat(percent, 100))} \\cdot ${texMoney(total)} ${exactDiscount ? '=' : '\\approx'} ${texMoney(discount)}$`,
          ],
          work: `$${percentTex(percent)}$ z $${moneyTex(total)}$: $${t(rat(percent, 100))} \\cdot ${texMoney(total)} ${exactDiscount ? '=' : '\\approx'} ${moneyTex(discount)}$.`,
        },
        {
          prompt: `Ile złotych reszty ${verb(buyer, 'otrzymał', 'otrzymała')} ${buyer.name}?`,
          value: change,
          calc: `${note}-(a-b)`,
          unit: 'zł',
          hints: [
            'Najpierw oblicz kwotę do zapłaty po rabacie.',
            `Do zapłaty: $${texMoney(total)} - ${texMoney(discount)} = ${texMoney(toPay)}$.`,
            `$${note} - ${texMoney(toPay)} = ${texMoney(change)}$`,
          ],
          mistakes: [
            {
              key: 'discount_ignored',
              value: sub(rat(note), total),
              feedback: 'Reszta jest liczona od kwoty po rabacie, a nie przed nim.',
            },
            {
              key: 'discount_as_payment',
              value: sub(rat(note), discount),
              feedback: 'Od banknotu odjęto rabat. Od banknotu odejmuje się kwotę do zapłaty (cenę po rabacie).',
            },
          ],
          work: `Do zapłaty: $${texMoney(total)} - ${texMoney(discount)} = ${moneyTex(toPay)}$; reszta: $${note} - ${texMoney(toPay)} = ${moneyTex(change)}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie kwoty przed rabatem', ['a']],
        [1, 'poprawne obliczenie rabatu', ['a', 'b']],
        [1, 'poprawne obliczenie reszty', ['a', 'b', 'c']],
      ],
      conclusion: `Odpowiedź: zakupy kosztowały $${moneyTex(total)}$, rabat wyniósł $${moneyTex(discount)}$, a reszta — $${moneyTex(change)}$.`,
      params: { rows: rows.map((r) => `${r.count}x${texMoney(r.price)}`).join(';'), percent, note },
    });
  },
});

const OSOBA = { one: 'osoba', few: 'osoby', many: 'osób' };

const SURVEYS = [
  { question: 'Jak dojeżdżasz do szkoły?', options: ['pieszo', 'rowerem', 'autobusem', 'samochodem'] },
  { question: 'Jaki sport lubisz najbardziej?', options: ['piłka nożna', 'siatkówka', 'pływanie', 'koszykówka'] },
  { question: 'Jak spędzasz wolny czas?', options: ['czytanie', 'gry', 'sport', 'muzyka'] },
] as const;

/** A school survey: a count from a percentage, a percentage from a count, the rest, a pie-chart angle. */
const schoolSurvey = defineTemplate({
  id: 'context_tasks.school-survey',
  title: 'Zadanie z kontekstem: ankieta szkolna',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const survey = rng.pick(SURVEYS);
    const d = redraw(() => {
      const N = rng.pick(level === 1 ? [100, 200, 50] : level === 2 ? [80, 120, 160, 240] : [125, 150, 250, 360]);
      const p1 = rng.pick(level === 1 ? [10, 20, 30, 40] : [15, 25, 35, 45, 12, 24]);
      const n1 = (N * p1) / 100;
      const n2 = rng.int(5, Math.floor(N / 3));
      const p2 = rat(n2 * 100, N);
      const n3 = rng.int(5, Math.floor(N / 4));
      const n4 = N - n1 - n2 - n3;
      if (!Number.isInteger(n1) || n4 < 3 || !isFiniteDecimal(p2) || (level < 3 && p2.d !== 1) || p2.d > 10)
        return null;
      const angle = rat(p1 * 360, 100);
      if (angle.d !== 1) return null;
      return { N, p1, n1, n2, p2, n3, n4, angle };
    });
    const { N, p1, n1, n2, p2, n3, n4, angle } = d;
    const [o1, o2, o3, o4] = survey.options;
    const table = `$$\\begin{array}{|l|c|}\\hline \\text{odpowiedź} & \\text{wynik} \\\\ \\hline \\text{${o1}} & ${p1}\\% \\text{ ankietowanych} \\\\ \\hline \\text{${o2}} & ${n2} \\text{ ${pluralForm(n2, OSOBA)}} \\\\ \\hline \\text{${o3}} & ${n3} \\text{ ${pluralForm(n3, OSOBA)}} \\\\ \\hline \\text{${o4}} & ? \\\\ \\hline\\end{array}$$`;
    return openItem(rng, {
      stem: `W szkole przeprowadzono ankietę „${survey.question}”. Odpowiedziało $${N}$ uczniów, każdy wybrał jedną odpowiedź. Wyniki przedstawia tabela.\n\n${table}`,
      parts: [
        {
          prompt: `Ilu uczniów wybrało odpowiedź „${o1}”?`,
          value: n1,
          calc: `${N}*${p1}/100`,
          hints: [
            `Oblicz $${p1}\\%$ z $${N}$.`,
            `$${t(rat(p1, 100))} \\cdot ${N}$`,
            `$${t(rat(p1, 100))} \\cdot ${N} = ${n1}$`,
          ],
          mistakes: [
            {
              key: 'percent_as_count',
              value: p1,
              feedback: `$${p1}\\%$ to część ankietowanych, a nie liczba osób. Oblicz $${p1}\\%$ z $${N}$.`,
            },
          ],
          work: `$${p1}\\%$ z $${N}$: $${t(rat(p1, 100))} \\cdot ${N} = ${n1}$.`,
        },
        {
          prompt: `Jaki procent ankietowanych wybrał odpowiedź „${o2}”?`,
          value: p2,
          calc: `${n2}/${N}*100`,
          unit: '%',
          hints: [
            `Jaką częścią liczby $${N}$ jest $${n2}$?`,
            `$\\frac{${n2}}{${N}} \\cdot 100\\%$`,
            `$\\frac{${n2}}{${N}} \\cdot 100\\% = ${t(p2)}\\%$`,
          ],
          mistakes: [
            {
              key: 'count_as_percent',
              value: n2,
              feedback: `To liczba osób. Procent to $\\frac{${n2}}{${N}} \\cdot 100\\%$.`,
            },
          ],
          work: `$\\frac{${n2}}{${N}} \\cdot 100\\% = ${t(p2)}\\%$.`,
        },
        {
          prompt: `Ilu uczniów wybrało odpowiedź „${o4}”?`,
          value: n4,
          calc: `${N}-a-${n2}-${n3}`,
          hints: [
            'Wszystkich odpowiedzi jest tyle, ilu uczniów.',
            `$${N} - ${n1} - ${n2} - ${n3}$`,
            `$${N} - ${n1 + n2 + n3} = ${n4}$`,
          ],
          mistakes: [
            {
              key: 'percent_row_skipped',
              value: N - n2 - n3,
              feedback: `Od liczby wszystkich uczniów odejmij też tych, którzy wybrali „${o1}” ($${n1}$ ${pluralForm(n1, OSOBA)}).`,
            },
          ],
          work: `$${N} - ${n1} - ${n2} - ${n3} = ${n4}$.`,
        },
        {
          prompt: `Wyniki przedstawiono na diagramie kołowym. Jaką miarę (w stopniach) ma kąt środkowy wycinka „${o1}”?`,
          value: angle,
          calc: `${p1}*360/100`,
          unit: '°',
          hints: [
            'Całe koło to $360^\\circ$, czyli $100\\%$ ankietowanych.',
            `$${p1}\\%$ z $360^\\circ$`,
            `$${t(rat(p1, 100))} \\cdot 360^\\circ = ${t(angle)}^\\circ$`,
          ],
          mistakes: [
            {
              key: 'percent_as_degrees',
              value: p1,
              feedback: `Wycinek ma $${p1}\\%$ koła, czyli $${p1}\\%$ z $360^\\circ$, a nie $${p1}^\\circ$.`,
            },
          ],
          work: `$${t(rat(p1, 100))} \\cdot 360^\\circ = ${t(angle)}^\\circ$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie liczby uczniów z procentu', ['a']],
        [1, 'poprawne obliczenie procentu ankietowanych', ['b']],
        [1, 'poprawne obliczenie brakującej liczby uczniów', ['a', 'c']],
        [1, 'poprawne obliczenie kąta środkowego wycinka', ['d']],
      ],
      conclusion: `Odpowiedź: a) $${n1}$, b) $${t(p2)}\\%$, c) $${n4}$, d) $${t(angle)}^\\circ$.`,
      params: { N, p1, n2, n3 },
    });
  },
});

export const contextOpenTemplates: readonly QuestionTemplate[] = [classTrip, gardenPlan, shopReceipt, schoolSurvey];
