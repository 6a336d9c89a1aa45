// English versions of the cost articles (stage 7), in the order of articles.ts.
import type { ArticleEnglish } from './types';

export const COSTS: ArticleEnglish[] = [
  {
    articleName: 'What does a year of study in the UK cost?',
    intro:
      "A taught master's in the UK takes only a year, so the total cost is fairly easy to control. But tuition and living costs vary widely by university, subject and city, and need careful sums.",
    content: `<p>The main costs of studying in the UK are tuition, accommodation, living expenses and one-off costs such as the visa and flights. The figures below are rough ranges for guidance only; check university websites and your own circumstances.</p>
<h3>Tuition</h3>
<p>International undergraduate fees are generally 17,000 to 30,000 pounds a year, lower for the humanities, higher for science, engineering and business, and higher still for medicine and dentistry. Taught master's fees are mostly 18,000 to 35,000 pounds, and business, finance and MBA programmes at the top universities can cost more.</p>
<h3>Living costs</h3>
<ul>
<li><strong>London</strong>: accommodation and living costs of about 1,400 to 1,800 pounds a month, with rent the largest item.</li>
<li><strong>Other cities</strong>: about 1,000 to 1,400 pounds a month, with cities in the north and parts of Scotland cheaper.</li>
<li>The living-cost figure used for the visa's financial requirement is a useful minimum for your budget.</li>
</ul>
<h3>One-off costs</h3>
<p>The Student visa fee and the Immigration Health Surcharge together usually come to over a thousand pounds, depending on the length of the course. Add return flights, the tuberculosis test, language tests and application fees, which come to roughly 10,000 to 20,000 yuan.</p>
<h3>A total budget</h3>
<p>All in all, a one-year taught master's in the UK costs about 300,000 to 500,000 yuan, and popular programmes in London can cost more than 500,000; a three-year bachelor's degree usually costs 900,000 to 1.5 million yuan in total.</p>
<p>Ways to save include applying early for good-value university halls, using student discounts and the 16-25 Railcard, cooking for yourself, and applying for the scholarships universities offer. The pound's exchange rate moves a lot, so leave some margin in your budget.</p>`,
  },
  {
    articleName: 'The cost of studying in the US: how far apart are public and private universities?',
    intro:
      'The United States is one of the most expensive places to study, but costs differ greatly between public and private universities and from region to region. Know the figures to budget sensibly.',
    content: `<p>The cost of an American university is usually made up of tuition, fees, room and board, books and insurance. Universities generally publish an estimated annual cost of attendance for international students, which is the most reliable basis for a budget.</p>
<h3>Tuition ranges</h3>
<ul>
<li><strong>Public universities</strong>: international students pay out-of-state tuition, roughly 30,000 to 50,000 dollars a year.</li>
<li><strong>Private universities</strong>: tuition is mostly 55,000 to 70,000 dollars a year, and keeps rising at the top private universities.</li>
<li><strong>Community colleges</strong>: about 10,000 to 20,000 dollars a year, and a possible stepping stone for transferring to a four-year university.</li>
</ul>
<h3>Living costs</h3>
<p>Living costs vary enormously by region. In big cities such as New York, Boston and the San Francisco Bay Area, room and board can exceed 25,000 dollars a year, while in college towns of the Midwest and the South it is around 15,000. Most universities require students to buy the school's health insurance, at about 2,000 to 4,000 dollars a year.</p>
<h3>A total budget</h3>
<p>All in all, an American bachelor's degree costs about 400,000 to 800,000 yuan a year, and four years can total more than two million yuan; a master's programme usually takes one and a half to two years and costs about 600,000 to 1.2 million yuan in total. Doctoral programmes usually come with a tuition waiver and a stipend, so the cost to the student is small.</p>
<h3>Costs that are easy to overlook</h3>
<p>At the application stage each school charges an application fee of about 75 to 150 dollars; add standardised tests, score reports and visa costs, and the upfront outlay is considerable. Sales tax and tips are also common in the United States, so real spending is often higher than the price on the label.</p>
<p>Compare the official cost estimates of the schools on your list, and look into scholarships and on-campus jobs to keep the total down.</p>`,
  },
  {
    articleName: 'Studying in Australia: costs and budgeting',
    intro:
      'Australia costs less than the United States and about the same as the UK, with a high quality of life. Here is how to estimate your budget from tuition, living costs and visa costs.',
    content: `<p>Australian universities charge international students tuition by course, and fees vary clearly between subjects. Australia also sets a clear living-cost figure for student visa applicants, which is a useful reference for your budget.</p>
<h3>Tuition</h3>
<ul>
<li>Bachelor's degrees: about 35,000 to 55,000 Australian dollars a year, lower for the humanities and business, higher for engineering and science.</li>
<li>Taught master's degrees: about 40,000 to 60,000 Australian dollars a year, more for popular programmes at leading universities.</li>
<li>Medicine, veterinary science and similar subjects cost considerably more.</li>
</ul>
<h3>Living costs</h3>
<p>Sydney and Melbourne are the most expensive cities, with a single room costing about 300 to 600 Australian dollars a week; Adelaide, Perth and Hobart are cheaper. The living-cost figure for student visas published by the Department of Home Affairs has risen in recent years, and a budget of about 30,000 Australian dollars a year is a safe estimate in practice.</p>
<h3>Other costs</h3>
<p>The student visa application fee has risen several times recently and is now around 2,000 Australian dollars; Overseas Student Health Cover costs a few hundred Australian dollars a year for a single student; and there are medical checks, flights and textbooks on top.</p>
<h3>A total budget</h3>
<p>Overall, studying in Australia costs about 300,000 to 450,000 yuan a year, and a two-year master's about 600,000 to 900,000 yuan in total.</p>
<p>International students in Australia may work up to 48 hours per fortnight during term and without limit in the holidays, so some part-time work can cover part of your living costs. Many Australian universities also offer international students tuition-reduction scholarships of 10 to 50 per cent, well worth looking into when you apply. The Australian dollar fluctuates a good deal, so exchanging money in stages reduces the risk.</p>`,
  },
  {
    articleName: 'The cost of studying in Canada: provincial differences and ways to save',
    intro:
      'Canada offers high-quality education in a safe society, at a lower overall cost than the United States. But tuition and living costs differ clearly between provinces and cities.',
    content: `<p>Canadian universities set their own tuition for international students, and fees differ widely between provinces, universities and subjects. Broadly, popular universities in Ontario and British Columbia charge more, while those in the Atlantic and Prairie provinces charge less.</p>
<h3>Tuition</h3>
<ul>
<li>Bachelor's degrees: about 30,000 to 65,000 Canadian dollars a year, with engineering, computer science and business usually the most expensive.</li>
<li>Taught master's degrees: about 20,000 to 50,000 Canadian dollars a year; popular business and professional master's programmes can cost more.</li>
<li>Research master's and doctoral degrees: funding is usually available, and some universities charge international graduate students much the same as domestic students.</li>
</ul>
<h3>Living costs</h3>
<p>Rents in Toronto and Vancouver are clearly higher than elsewhere, and a room in a shared flat can cost over a thousand Canadian dollars a month. Montreal, Ottawa and Calgary are more moderate. The financial requirement for study permits published by the immigration department has risen sharply in recent years and makes a useful minimum for your budget.</p>
<h3>A total budget</h3>
<p>Overall, studying in Canada costs about 250,000 to 500,000 yuan a year, depending on the university and the city.</p>
<h3>Ways to save</h3>
<p>First, consider programmes with paid co-op terms: the wages cover part of your costs and you gain local work experience. Second, look out for entrance scholarships, which many universities award automatically on the basis of your application grades. Third, winter heating and warm clothes are an extra cost, so buy clothes in local end-of-season sales. Fourth, some provinces give international students provincial health coverage, which saves on insurance.</p>
<p>One reminder: Canadian tuition may rise every year, so budget for the whole length of your programme and leave a margin.</p>`,
  },
  {
    articleName: 'The cost of studying in Europe: Germany, France, the Netherlands and the Nordic countries compared',
    intro:
      'Many families see continental Europe as the best value for money. Fee policies differ greatly between countries, from almost free to as expensive as the UK.',
    content: `<p>The differences in cost across continental Europe come mainly from tuition policies. The ranges below are approximate; check university websites for the exact figures.</p>
<h3>Tuition by country</h3>
<ul>
<li><strong>Germany</strong>: most public universities charge no tuition, only a semester contribution of about 150 to 400 euros, which usually includes a local public transport ticket; Baden-Württemberg charges non-EU students 1,500 euros a semester.</li>
<li><strong>France</strong>: public universities charge non-EU students differentiated fees of about 3,000 to 4,000 euros a year for bachelor's and master's degrees, with some universities granting exemptions; the grandes écoles of business and engineering charge from 15,000 to 40,000 euros a year.</li>
<li><strong>Netherlands</strong>: non-EU students pay about 10,000 to 20,000 euros a year for a bachelor's degree and about 15,000 to 25,000 for a master's.</li>
<li><strong>Sweden and Norway</strong>: public universities charge non-EU students tuition of roughly 60,000 to over 200,000 yuan a year.</li>
</ul>
<h3>Living costs</h3>
<p>The blocked account required for a German student visa, a little over 11,000 euros a year, is a useful reference for living costs. Paris, Amsterdam, Stockholm and Oslo are expensive, at about 1,200 to 1,600 euros a month, while in smaller German cities 900 to 1,100 euros a month is enough.</p>
<h3>A total budget</h3>
<p>A year at a German public university costs about 80,000 to 120,000 yuan in all; at a French public university about 100,000 to 150,000; in the Netherlands about 200,000 to 300,000; in the Nordic countries about 200,000 to 350,000; and at a French business school it can exceed 300,000 yuan.</p>
<p>Student housing is scarce in many European cities, rental deposits are usually one to three months' rent, and you may need to book several months ahead. Learning the local language helps not only with daily life but also with finding part-time work. The euro exchange rate, too, should be built into your budget.</p>`,
  },
  {
    articleName: 'Singapore, Malaysia and New Zealand: comparing the costs',
    intro:
      'Costs differ a lot between the three: Singapore is close to the UK, New Zealand is similar to Australia, and Malaysia is one of the cheapest English-medium options.',
    content: `<p>All three teach in English and offer internationally recognised education, yet the cost of studying in Singapore, Malaysia and New Zealand differs markedly.</p>
<h3>Singapore</h3>
<p>Taught master's fees for international students at Singapore's public universities are mostly 30,000 to 70,000 Singapore dollars, more for some business programmes. International undergraduates can apply for the government's Tuition Grant but must then work in Singapore for a period after graduating. Accommodation is the main living cost, with monthly living expenses of about 1,500 to 2,500 Singapore dollars. A one-year master's costs about 250,000 to 500,000 yuan in total.</p>
<h3>Malaysia</h3>
<p>Malaysia's public universities charge low fees, while the branch campuses of British and Australian universities charge a little more, about 20,000 to 60,000 ringgit a year. Living costs of about 1,500 to 2,500 ringgit a month cover the basics. The total comes to about 80,000 to 150,000 yuan a year, which makes Malaysia one of the most economical English-medium choices.</p>
<h3>New Zealand</h3>
<p>Bachelor's fees at New Zealand universities are about 30,000 to 45,000 New Zealand dollars a year, and taught master's fees about 35,000 to 50,000. Auckland is the most expensive city and the others are more moderate, with an annual living budget of about 20,000 to 25,000 New Zealand dollars. The total is about 250,000 to 350,000 yuan a year. It is worth knowing that international doctoral students in New Zealand usually pay the same fees as domestic students, which makes a PhD there very good value.</p>
<h3>How to choose</h3>
<ul>
<li>A generous budget, a famous university and jobs in Asia: Singapore.</li>
<li>A limited budget and a Commonwealth qualification: Malaysia.</li>
<li>Quality of life and work after graduation: New Zealand.</li>
</ul>
<p>Whichever country you choose, check that the university and degree are on the Chinese Ministry of Education's recognised list, and go by the fees published on the university's website.</p>`,
  },
  {
    articleName: 'Budgeting for study abroad: hidden costs and practical ways to save',
    intro:
      'Beyond tuition and rent, studying abroad brings many costs that are easy to overlook. List them in advance so your budget does not run over.',
    content: `<p>Many families budget only for tuition and living costs, then discover plenty of extra spending around the application and departure. Here are the costs most often overlooked, stage by stage.</p>
<h3>Applying</h3>
<ul>
<li>Language tests: IELTS, TOEFL and similar cost about 2,000 yuan per attempt, and several attempts add up.</li>
<li>Standardised tests and score reports: if you need the GRE or GMAT, add registration and score-sending fees.</li>
<li>Application fees: some British universities charge little or nothing, while American schools usually charge 75 dollars or more each.</li>
<li>Documents: transcripts, verification, translation and postage.</li>
</ul>
<h3>Around departure</h3>
<p>Enrolment deposits, visa fees, health insurance, medical checks, vaccinations, flights, excess baggage and household items in your first days can add up to tens of thousands of yuan. Rental deposits and rent paid in advance also need cash ready ahead of time.</p>
<h3>While you study</h3>
<p>Textbooks, a computer and software, printing, course activities and field trips, social life and travel, and flights home in the winter and summer holidays should all be in the budget. Exchange rates are a hidden cost too: when the yuan weakens, the total can rise noticeably.</p>
<h3>Ways to save</h3>
<p>First, apply for accommodation and book flights early, which usually gets better prices. Second, make full use of student discounts and second-hand markets; textbooks can be borrowed or bought used. Third, cook for yourself and share household items with flatmates. Fourth, apply for scholarships and part-time jobs on campus. Fifth, pick your moment and exchange money in stages to reduce exchange-rate risk.</p>
<p>Keep a spreadsheet of every expected and actual expense and review it monthly. Clear financial planning not only eases the burden on your family; it is also an important lesson in living independently abroad.</p>`,
  },
  {
    articleName: 'What it costs to study in Ireland and Switzerland',
    intro:
      'Ireland and Switzerland are both popular European destinations, but their costs look very different: one has high tuition, the other astonishing living costs.',
    content: `<p>Ireland is the English-speaking country of the EU, while Switzerland is known for its leading technical universities and its hospitality management schools. The two have different cost structures and need to be budgeted separately.</p>
<h3>Ireland</h3>
<ul>
<li><strong>Tuition</strong>: non-EU students pay about 15,000 to 30,000 euros a year for a bachelor's degree and about 15,000 to 35,000 for a master's, more for medicine and similar subjects.</li>
<li><strong>Living costs</strong>: housing in Dublin is scarce and rent is the biggest cost, with living expenses of about 15,000 to 20,000 euros a year; other cities are somewhat cheaper.</li>
<li><strong>Other costs</strong>: there is a fee for immigration registration after arrival, and you must buy your own health insurance.</li>
</ul>
<p>A one-year master's in Ireland costs about 250,000 to 400,000 yuan in total. Ireland gives master's graduates a relatively long post-study work permission, and many technology and pharmaceutical companies have their European headquarters there, so job opportunities are good.</p>
<h3>Switzerland</h3>
<p>Swiss public universities charge relatively low tuition, although some have raised fees for international students recently; private hospitality management schools charge far more, possibly tens of thousands of Swiss francs a year. Switzerland is one of the most expensive countries in the world to live in, with living costs in Zurich and Geneva of about 2,000 Swiss francs a month or more. To get a residence permit you must also show enough money to cover your living costs.</p>
<p>At a Swiss public university the total is about 200,000 to 300,000 yuan a year, almost all of it living costs; at a private hospitality school it can exceed 400,000 yuan a year.</p>
<h3>Budgeting tips</h3>
<p>In both countries, arrange accommodation as early as possible so you are not left without a suitable place at the start of term. Non-EU students in Switzerland face strict limits on working hours during term, so do not count on part-time income as a major part of your budget. Go by the latest fees published on each university's website.</p>`,
  },
];
