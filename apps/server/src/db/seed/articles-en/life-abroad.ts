// English versions of the life-abroad articles (stage 6), in the order of articles.ts.
import type { ArticleEnglish } from './types';

export const LIFE_ABROAD: ArticleEnglish[] = [
  {
    articleName: 'Staying safe abroad: phone scams and personal risks',
    intro:
      'Scams aimed at Chinese students keep changing. Knowing the usual tricks and where to get help is an essential part of life abroad.',
    content: `<p>Far from home, unfamiliar with local laws and procedures and a long way from their families, international students are easy targets for fraudsters. In recent years phone scams by people posing as the police, prosecutors, embassies or courier companies have been especially common.</p>
<h3>Common scams</h3>
<ul>
<li><strong>Posing as an embassy or the police in China</strong>: you are told you are suspected of a crime or that a parcel in your name has been seized, and asked to "cooperate with the investigation" by transferring a deposit.</li>
<li><strong>"Virtual kidnapping"</strong>: the student is persuaded to cut off contact with their family and take photos posing as a hostage, which are then used to demand a ransom from the parents.</li>
<li><strong>Rental and shopping scams</strong>: a cheap flat or cheap goods are used as bait, and the seller disappears once paid.</li>
<li><strong>Currency exchange scams</strong>: an attractive rate lures you into a private exchange; the money never arrives, or it turns out to be illegal funds.</li>
</ul>
<h3>Rules to remember</h3>
<p>Embassies, consulates and Chinese police never ask you to transfer money by phone and never handle a case over the phone. Any call that asks you to keep it secret or not to contact your family is almost certainly a scam. If you receive a suspicious call, hang up, check through official channels yourself, and tell your family and friends. Parents should stay alert too: if you cannot reach your child, first try the school, a flatmate or the local police, and do not rush to send money.</p>
<h3>Personal safety</h3>
<p>At night, go out with others where possible and avoid quiet streets; keep your passport and valuables safe and watch for pickpockets in public places; and keep an eye on your drink at parties. Learn the local emergency numbers: 999 in the UK, 911 in the United States and Canada, and 000 in Australia.</p>
<p>If you need consular help, contact the Chinese embassy or consulate, or call the Ministry of Foreign Affairs' Global Emergency Call Centre for Consular Protection and Services on +86-10-12308. Before you leave, follow official channels such as the "Consular Express" service for up-to-date safety alerts.</p>`,
  },
  {
    articleName: 'Seeing a doctor abroad: how healthcare works in the main study destinations',
    intro:
      'Where to go when you feel unwell and how to pay are questions many students only think about after they arrive. Find out in advance and you will not panic when it matters.',
    content: `<p>Healthcare systems differ greatly between countries, both in where you go first and in how you pay. Find out while you are well, and keep your insurance card and emergency contacts with you.</p>
<h3>Getting care in the main countries</h3>
<ul>
<li><strong>United Kingdom</strong>: students who have paid the health surcharge can use the National Health Service. Register with a GP practice near your home soon after arriving; for non-urgent problems book a GP appointment, call 111 if you are not sure what to do, and call 999 in an emergency.</li>
<li><strong>United States</strong>: start with the university health centre, go to an urgent care clinic for minor problems, and use the emergency room only when it is serious. Medical care is expensive, so check that a provider is in your insurance network before you go.</li>
<li><strong>Australia</strong>: see a GP with your Overseas Student Health Cover; some practices bill the insurer directly, otherwise you pay first and claim the money back.</li>
<li><strong>Canada</strong>: it depends on the province: some give international students provincial health coverage, others have the university buy private insurance for everyone.</li>
</ul>
<h3>Practical tips</h3>
<p>First, carry your insurance details or keep them on your phone. Second, know what your policy covers: many student policies exclude routine dental care and eye tests. Third, describe your symptoms precisely; it helps to write down your main complaint, how long it has lasted and any allergies in English beforehand. Fourth, prescription medicines must be bought at a pharmacy with a doctor's prescription, while over-the-counter medicines can be bought at pharmacies and supermarkets.</p>
<p>For non-urgent care, in many countries you need to book a GP appointment and may wait several days. If you are worried about waiting, see whether your university health centre offers same-day or online appointments; for minor complaints you can also ask a pharmacist for advice first.</p>
<p>University health and counselling centres are usually free or cheap for students and are the best-value place to get help. In an emergency, never delay treatment because of the cost: your safety always comes first.</p>`,
  },
  {
    articleName: 'Working while you study: the rules country by country',
    intro:
      'A part-time job can give you experience and help with living costs, but only within what your visa allows. Working illegally costs far more than it earns.',
    content: `<p>Most countries let international students work for a limited time while studying, but set clear rules on hours and on the kind of work. Breaking them can get your visa cancelled and harm future applications.</p>
<h3>General rules in the main countries</h3>
<ul>
<li><strong>United Kingdom</strong>: students on degree courses may work up to 20 hours a week in term time and full time in the vacations, but may not be self-employed or work as professional sportspeople.</li>
<li><strong>United States</strong>: F-1 students may work on campus for up to 20 hours a week during term; off-campus work generally needs Curricular Practical Training authorisation or OPT.</li>
<li><strong>Australia</strong>: no more than 48 hours per fortnight during term, with no limit in the holidays.</li>
<li><strong>Canada</strong>: eligible students may work off campus up to 24 hours a week during term.</li>
<li><strong>Ireland</strong>: up to 20 hours a week during term, and more in the holidays.</li>
</ul>
<p>These are the general rules; your visa conditions and the latest rules of each immigration authority are what count, and policies change from time to time.</p>
<h3>Finding work</h3>
<p>Jobs on campus are the easiest option, such as library assistant, student ambassador, teaching assistant or events staff; the hours are flexible and fit around your studies. The careers service advertises vacancies and helps with CVs and practice interviews. Off campus, look for openings in retail, hospitality, tutoring and internships.</p>
<h3>Points to watch</h3>
<p>Before starting work, get a local tax or social insurance number, such as a National Insurance number in the UK, a Tax File Number in Australia or a Social Insurance Number in Canada. Your employer must pay at least the legal minimum wage and give you payslips. Turn down "cash in hand, no tax" jobs: they usually pay less and offer no protection.</p>
<p>Above all, balance work and study. Your degree is the reason you are there, and working so many hours that your grades fall is a poor bargain.</p>`,
  },
  {
    articleName: 'Adapting to classes abroad: discussion, group work and academic integrity',
    intro:
      'Moving from mostly listening to mostly taking part, you need to speak up in class abroad. These tips will help you fit into the academic environment faster.',
    content: `<p>Many Chinese students arriving abroad find classmates raising their hands at any moment to ask questions or challenge the lecturer, and that staying silent in seminars can actually lower their marks. Adapting to this academic culture takes time, and it takes method.</p>
<h3>Take part in discussion</h3>
<p>Seminar marks often depend on participation. Doing the reading carefully and preparing two or three points or questions gives you confidence in the discussion. Your contribution does not have to be perfect: you can start by responding to someone else, adding an example or asking a question. The perspective of a Chinese student often brings new ideas to the discussion.</p>
<h3>Make group work work</h3>
<ul>
<li>At the first meeting, agree who does what, the timetable and how you will communicate.</li>
<li>Take on the parts you are good at, but join in the overall discussion too.</li>
<li>If a member is not contributing, talk to them first, and tell the tutor in good time if necessary.</li>
<li>Keep a record of your own work, as some modules include peer assessment.</li>
</ul>
<h3>Keep to academic integrity</h3>
<p>Universities abroad generally use plagiarism-detection software and have zero tolerance for plagiarism. When you use other people's ideas, data or words, cite the source in the required style; even a paraphrase needs a reference. Before using AI tools, check whether the module allows them and how far, and declare your use as required.</p>
<h3>Ask for help early</h3>
<p>If you do not understand the material or are unsure what an assignment asks, do not wait until just before the deadline. Ask your tutor in office hours or book a session at the writing centre. Lecturers abroad generally welcome questions, and reaching out shows that you are serious and responsible.</p>
<p>Adapting is a process, so do not lose heart if your first-semester results disappoint. Learn from the experience and adjust how you work; most students improve clearly in their second semester.</p>`,
  },
  {
    articleName: 'Looking after your mental health: loneliness and culture shock',
    intro:
      'Life abroad is not only new and exciting; it also brings loneliness, anxiety and pressure. Learning to recognise your feelings and seek support is part of growing up.',
    content: `<p>Psychologists use the term "culture shock" to describe what people go through on entering an unfamiliar culture. It usually begins with a "honeymoon" of novelty, which may give way to a low period brought on by language barriers, unfamiliar food, academic pressure and homesickness, before you gradually adjust. Knowing this pattern can help you accept your ups and downs.</p>
<h3>Signs to watch for</h3>
<ul>
<li>Feeling low for more than two weeks and losing interest in things you used to enjoy.</li>
<li>Sleeping too little or too much, or a clear change in appetite.</li>
<li>Finding it hard to concentrate, with your studies suffering noticeably.</li>
<li>Avoiding people and going for long periods without talking to anyone.</li>
</ul>
<h3>Looking after yourself</h3>
<p>Regular sleep and exercise are the simplest and most effective ways to keep your mood steady. Build a small daily rhythm: go to the library at set times, cook a favourite dish from home once a week, video-call your family regularly. Join societies and interest groups to build a new circle of friends. Set realistic study goals, and do not make perfection your only standard.</p>
<h3>Getting professional help</h3>
<p>Universities abroad generally have counselling services offering free, confidential support, and some have Chinese-speaking counsellors or round-the-clock helplines. Asking for help is not a weakness but a sensible way of looking after yourself. In an emergency, or if you have thoughts of harming yourself, call the local emergency number or go to a hospital emergency department at once.</p>
<p>Parents can help by listening more and pressing less, showing care rather than asking about grades. Studying abroad is a challenging journey, and every adjustment you make along the way becomes a valuable part of growing up.</p>`,
  },
  {
    articleName: 'Staying on to work: graduate visas in the main study destinations',
    intro:
      "The work visa available after graduation weighs heavily in many students' choice of country. This summary of each country's main rules will help you plan ahead.",
    content: `<p>A graduate work visa gives international students a period after graduation to look for work or work in the country and gain experience abroad. Policies differ a lot between countries and have changed often in recent years, so check the latest rules before applying.</p>
<h3>The main countries at a glance</h3>
<ul>
<li><strong>United Kingdom</strong>: the Graduate visa currently lets bachelor's and master's graduates stay for two years and doctoral graduates for three, with no employer sponsorship needed. The government has announced plans to shorten it, so watch for when this takes effect.</li>
<li><strong>United States</strong>: F-1 students can apply for up to 12 months of OPT after graduating, and STEM graduates can apply for a further 24-month extension.</li>
<li><strong>Australia</strong>: the length of the subclass 485 Temporary Graduate visa depends on your qualification, and there are age and English requirements.</li>
<li><strong>Canada</strong>: the length of the Post-Graduation Work Permit usually follows the length of the programme, up to three years, and some kinds of programme must be in eligible fields.</li>
<li><strong>New Zealand and Ireland</strong>: both offer eligible graduates work visas of one to three years, depending on the level of the qualification.</li>
</ul>
<h3>How to plan ahead</h3>
<p>First, think about life after graduation when you choose your school and subject; STEM fields in the United States, for example, come with a longer period of practical training. Second, take part in internships and careers fairs while you study, since many companies start recruiting in the autumn of your final year. Third, watch the deadlines: graduate visas usually have to be applied for before your student visa expires or within a set time after graduation, and a missed deadline cannot be fixed.</p>
<p>Note too that experience gained on a graduate visa is often the basis for a longer-term work visa later, but countries differ in their requirements for employer sponsorship, salary thresholds and occupation lists, so start researching before you graduate.</p>
<p>For students planning to return to China, experience abroad is an advantage too. Some formalities back home require verification of your degree; once you have finished your studies you can apply online for verification of an overseas degree through the Ministry of Education's Chinese Service Center for Scholarly Exchange.</p>`,
  },
  {
    articleName: 'Fitting in: societies, volunteering and making friends across cultures',
    intro:
      'What you gain from studying abroad does not all come from the classroom. Stepping out of your comfort zone and making friends from different backgrounds makes the experience far richer.',
    content: `<p>Many international students find that most of the people around them are Chinese, and that after several years their spoken English and understanding of local culture have hardly improved. Fitting into local life takes a little courage, and some method.</p>
<h3>Start with societies</h3>
<p>The recruitment events at the start of the year, which many universities call a freshers' fair or societies fair, are the best time to join. There are societies for academic subjects, sport, the arts and charity work; join two or three that match your interests. Regular society activities make lasting friendships easier than one-off parties.</p>
<h3>More ways to get involved</h3>
<ul>
<li><strong>Volunteering</strong>: helping at community events, charities or university events lets you learn about local society and strengthens your CV.</li>
<li><strong>Language exchange</strong>: pair up with a local student learning Chinese and practise each other's languages.</li>
<li><strong>Hall activities</strong>: join the meals and trips your hall organises and get on well with your flatmates.</li>
<li><strong>Local festivals</strong>: learn about and join in local celebrations to experience different traditions.</li>
</ul>
<h3>Stay open and respectful</h3>
<p>Misunderstandings are bound to happen between cultures. Stay curious, ask and listen more, and assume and judge less. Local humour, manners and ways of speaking may differ from ours, for example around queuing, tipping and personal space, and following local custom saves needless embarrassment. At the same time, introduce Chinese culture with confidence, so that each side comes to understand the other better.</p>
<p>Organisations such as the Chinese Students and Scholars Association can also help a lot with daily life, from airport pick-ups to second-hand sales and festival gatherings. Keep in touch with fellow Chinese students while also stepping into wider circles, and your time abroad will bring many unexpected rewards.</p>`,
  },
  {
    articleName: 'Everyday life abroad: transport, phones and shopping',
    intro:
      'Getting around, staying connected and shopping are part of every day. A few local tips make life easier and save you a good deal of money.',
    content: `<p>In a new country you have to relearn many of the details of daily life. Here are some practical tips on transport, phones and shopping.</p>
<h3>Getting around</h3>
<p>Big cities usually have good public transport, and in most you can pay for a ride with a bank card or your phone, or buy a transport card. Many countries offer student discounts on travel; in the UK, for example, a 16-25 Railcard gives discounted train tickets, and some cities have monthly student passes. In parts of the United States and Canada public transport is limited and you may need to drive. The rules on driving with a Chinese licence vary by country: you usually need a translation, or must exchange it for a local licence after a certain time, so check before you drive.</p>
<h3>Phones and internet</h3>
<ul>
<li>Pay-as-you-go plans are flexible and suit new arrivals; contract plans are cheaper but need a local bank account and a credit history.</li>
<li>Campuses and libraries generally offer free Wi-Fi with your university login.</li>
<li>Keep your Chinese number and turn on international roaming for text messages so you can still receive bank verification codes from home.</li>
</ul>
<h3>Shopping and food</h3>
<p>The own brands of big supermarket chains are usually good value, and many supermarkets reduce food near its use-by date in the evening. Asian supermarkets sell familiar seasonings and ingredients, though usually at higher prices than ordinary supermarkets. Cooking for yourself is the most effective way to control spending; you can take turns cooking and shopping with your flatmates.</p>
<p>Many shops give student discounts, so remember to show your student card or sign up to a student discount platform. Second-hand platforms and graduating students selling their things are good sources of furniture, bicycles and textbooks.</p>
<p>Finally, keep your receipts and bills and track your spending every month: knowing where your money goes is how you make your living budget last.</p>`,
  },
];
