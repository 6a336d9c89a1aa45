// English versions of the pre-departure articles (stage 5), in the order of articles.ts.
import type { ArticleEnglish } from './types';

export const PRE_DEPARTURE: ArticleEnglish[] = [
  {
    articleName: 'Before you go: a checklist of documents to take',
    intro:
      'What matters most before departure is not what is in your suitcase but whether your documents are complete. Use this checklist to go through them one by one.',
    content: `<p>A missing document can affect your entry, your enrolment and even your visa status. Work through this checklist a month before you leave, and keep important papers in your hand luggage rather than in checked bags.</p>
<h3>Documents to carry with you</h3>
<ul>
<li><strong>Passport and visa</strong>: check that your passport is valid for your whole course and that the visa details are correct.</li>
<li><strong>Offer and visa documents</strong>: your offer letter and your CAS, I-20 or CoE, which you may have to show at the border.</li>
<li><strong>Proof of funds and tuition receipts</strong>: you may be asked about your finances at the border.</li>
<li><strong>Proof of accommodation</strong>: your hall confirmation or tenancy agreement, and the address for your first night.</li>
<li><strong>Proof of insurance</strong>: details of the health cover your school or visa requires.</li>
<li><strong>Original academic documents</strong>: graduation and degree certificates, transcripts and language test reports, which may be checked at registration.</li>
<li><strong>Medical and vaccination records</strong>: particularly for the United States, where schools usually ask for proof of vaccination.</li>
</ul>
<h3>Backups and digital copies</h3>
<p>Scan every document and keep copies in cloud storage and in your email, and carry printed copies separately from the originals. If you lose your passport, a copy makes replacing it at the local Chinese embassy or consulate much quicker.</p>
<h3>Tying up loose ends at home</h3>
<p>Sort out your affairs in China before you go: decide how to keep your mobile number so you can still receive verification codes from banks and other accounts; set up online banking and overseas payments; and arrange where your personal file (dang'an) and household registration will be kept. New graduates in particular should confirm where their file is going, to avoid trouble with paperwork when they return.</p>
<p>Finally, save the contact details of your school's international student office, the airport pick-up service, your accommodation provider and the Chinese embassy or consulate both on your phone and in a paper notebook, just in case.</p>`,
  },
  {
    articleName: 'Packing for study abroad: what to take and what to leave',
    intro:
      'Your baggage allowance is limited, so plan what to take and what to leave. Here is advice on airline rules, electrical adapters and quarantine at the border.',
    content: `<p>Before packing, check your flight's baggage rules. Economy class on international routes commonly allows one or two checked bags of 23 kg each, but airlines, routes and fares differ a lot, and student fares sometimes include extra allowance; go by what your ticket says.</p>
<h3>What to take</h3>
<ul>
<li>Clothes for the local climate, plus one formal outfit for interviews, presentations and formal occasions.</li>
<li>Everyday medicines such as cold and stomach remedies and plasters; for prescription medicines, bring the prescription or an English description.</li>
<li>Spare glasses or contact lenses, and your prescription.</li>
<li>Plug adapters: the UK uses three-pin plugs, some Australian and Chinese plugs are the same, and the United States and Canada use about 110 volts.</li>
<li>A few of your favourite seasonings and some stationery, as long as they are allowed in.</li>
</ul>
<h3>What not to take, or what is banned</h3>
<p>Lithium batteries and power banks must go in your hand luggage, never in checked bags, and there are capacity limits. Meat products, fresh fruit and vegetables, seeds and unprocessed plant products are banned in many countries; quarantine in Australia and New Zealand is especially strict, and failing to declare can bring a heavy fine. Some traditional Chinese medicines contain restricted ingredients; if in doubt, declare them.</p>
<h3>Packing tips</h3>
<p>There is no need to bring every household item from home. Bulky, inexpensive things such as bedding, pans and hangers can be bought locally in supermarkets or second-hand. Keep valuables and electronics in your hand luggage, and put a card with your name and local address inside each checked bag.</p>
<p>Weigh your bags before you leave to make sure they are within the limit, and leave some space for the things you will bring back one day.</p>`,
  },
  {
    articleName: 'Exchange, transfers and paying abroad: how to move your money',
    intro:
      'With tuition and living costs running to hundreds of thousands of yuan, every family wants to move money abroad legally and cheaply.',
    content: `<p>The money you need abroad is mainly tuition, accommodation deposits and everyday living costs. Different uses call for different methods, chosen to stay within the rules while keeping fees and exchange costs down.</p>
<h3>Personal foreign exchange and tuition transfers</h3>
<p>Under the current foreign exchange rules, individuals in China have a convenience quota of the equivalent of 50,000 US dollars a year. To pay tuition abroad, you can make a transfer above the quota at your bank by showing your offer letter and the tuition invoice. Check the school's bank details carefully before sending money, and beware of emails pretending to come from the school announcing a "change of account".</p>
<h3>Common ways to pay</h3>
<ul>
<li><strong>Bank wire transfer</strong>: suited to large tuition payments and reliable, but watch the fees and intermediary bank charges.</li>
<li><strong>The school's payment platform</strong>: some schools offer a partner international payment service with transparent exchange rates that is easy to track.</li>
<li><strong>Dual or multi-currency credit cards</strong>: handy when you first arrive; watch the foreign transaction fees.</li>
<li><strong>A local bank account</strong>: open one as soon as you arrive; it makes everyday spending and receiving part-time wages much easier.</li>
</ul>
<h3>Carrying cash</h3>
<p>A small amount of local currency is enough for transport and small purchases when you first arrive. There are cash declaration rules on both sides: leaving China with foreign currency above a certain amount requires a declaration or a permit to carry it, and arriving in Australia, the United States, the UK and elsewhere with large sums must also be declared truthfully.</p>
<p>Exchange money in several batches rather than all at once to spread the exchange-rate risk, and keep your money in at least two different payment methods so a problem with one bank card does not leave you unable to pay.</p>`,
  },
  {
    articleName: 'Where to live abroad: student halls versus private renting',
    intro:
      'A good place to live lets you focus on your studies and your life. Halls and private rentals each have pros and cons, and the contract deserves a close read before you sign.',
    content: `<p>International students usually live in one of three kinds of accommodation: university halls, private student residences or private rentals off campus. Conditions vary widely between countries and schools, and in their first year, without local experience, many students choose university halls.</p>
<h3>The three options compared</h3>
<ul>
<li><strong>University halls</strong>: close to teaching buildings, safe and a good way to meet people, usually with bills included; popular halls fill early, and some schools guarantee a room to new students in their first year only.</li>
<li><strong>Private student residences</strong>: newer buildings with full facilities, usually near the campus or the city centre, but relatively expensive.</li>
<li><strong>Private rentals</strong>: flexible and sometimes cheaper, but you deal with utilities, internet and the landlord yourself, which calls for good language skills and some experience of life there.</li>
</ul>
<h3>Questions to settle before signing</h3>
<p>Does the tenancy match the academic year, and does it include the holidays? How much is the deposit, and when is it returned? Are utilities and internet included? What happens if you leave early? Who is responsible when something breaks? In the UK, tenants' deposits usually have to be protected in a government-backed scheme, so ask whether yours has been registered.</p>
<h3>Avoiding rental scams</h3>
<p>Rental scams targeting international students happen regularly. Common tricks include advertising a property far below the market price and asking for a deposit before any viewing, or posing as a landlord or agent with a forged contract and disappearing after the money is paid. Rent through platforms your university recommends or licensed agents, view the property by video if you cannot visit, pay in a traceable way and keep the receipts, and never transfer a large deposit to a personal account.</p>
<p>Once your accommodation is settled, send the address to your family and your school, and find out where the nearest transport, supermarkets and hospital are, so you are ready for life after you arrive.</p>`,
  },
  {
    articleName: 'Health before you go: medical checks, vaccinations and insurance',
    intro:
      'Many schools and visa authorities set clear health requirements. Completing your checks and vaccinations early saves you paperwork after term begins.',
    content: `<p>Getting ready health-wise has three parts: meeting the visa and school medical requirements, catching up on the vaccinations you need, and buying suitable health insurance. Start two to three months before you leave.</p>
<h3>Visa and school requirements</h3>
<ul>
<li>The UK Student visa requires applicants from mainland China to provide a tuberculosis test certificate from an approved clinic.</li>
<li>Australia, Canada and New Zealand may require a medical examination at an approved hospital, depending on the length of your stay and your circumstances.</li>
<li>American universities generally ask for vaccination records, commonly including measles, mumps and rubella, meningococcal and tetanus vaccines, and some also require tuberculosis screening.</li>
</ul>
<p>International travel health care centres across China offer pre-departure medical checks, vaccinations and international certificates of vaccination. Bring your childhood vaccination booklet to help the doctor see which vaccines you still need.</p>
<h3>Health insurance</h3>
<p>Countries treat international students' health cover differently: in the UK, the health surcharge paid with your visa gives access to the National Health Service; Australia requires Overseas Student Health Cover; American universities usually enrol students in the school's insurance automatically, with waivers for those who qualify; and in Canada the rules depend on the province, with some schools arranging cover for everyone. Read your policy carefully to see whether GP visits, emergencies, prescriptions and dental care are covered.</p>
<h3>Other health advice</h3>
<p>Have a full check-up and a dental check before you leave, as dental treatment abroad is usually expensive. Students with long-term conditions should take enough medicine and an English copy of their medical records, and find out in advance how to see a doctor locally. Mental health matters just as much: if you have had counselling or treatment before, you can tell your school's support services so they can keep helping you.</p>`,
  },
  {
    articleName: 'Arriving: customs declarations and border control',
    intro:
      'Entering a country on your own for the first time is bound to make you nervous. Knowing the customs rules and the questions border officers may ask will get you through smoothly.',
    content: `<p>On arrival you usually pass through two checks: border control and customs. Border officers check who you are and why you have come; customs checks what you are carrying.</p>
<h3>Border control</h3>
<p>Keep your passport, offer documents, visa documents and accommodation details in your hand luggage, ready to show. The officer may ask what you are studying, at which university, where you will live and how you are paying your tuition; answer truthfully and briefly. After entering the United States, your electronic arrival record (I-94) is created online; look it up after arrival and keep a copy.</p>
<h3>Customs declarations</h3>
<ul>
<li>Food, plant and animal products, medicines and large sums of cash usually have to be declared; if in doubt, declare.</li>
<li>Biosecurity checks in Australia and New Zealand are very strict, and undeclared items found there can lead to fines or even affect your visa.</li>
<li>Many countries ban meat and meat products from China, including sausages, meat floss and foods with meat fillings.</li>
<li>Keep prescription medicines in their original packaging, with the prescription or an English description.</li>
</ul>
<p>Declaring something is not breaking the rules. Once you declare, officers will tell you what you can bring in and what must be thrown away, and you are normally not penalised. Hiding something and being found out is far more serious.</p>
<h3>Your first steps after arrival</h3>
<p>Once through customs, follow your school's instructions to the pick-up point or make your own way to your accommodation. Airports usually have free Wi-Fi and places to buy a SIM card, so you can let your family know you have arrived safely. If a delayed flight means you cannot check in on time, tell your accommodation in advance and book a room for the night if needed.</p>
<p>Save the contact details of the Chinese embassy or consulate before you travel; in an emergency you can ask them for consular help.</p>`,
  },
  {
    articleName: 'Your first week: registration, a bank account and a phone card',
    intro:
      'There is a lot to do in your first week. Work through it in order of priority and you will settle in quickly and be able to focus on your studies.',
    content: `<p>Your first week usually brings welcome events as well as a string of formalities. Here are the usual tasks in order of priority; follow your school's instructions for the details.</p>
<h3>First-week to-do list</h3>
<ul>
<li><strong>Arrival and registration</strong>: complete enrolment, have your passport and visa checked, collect your student card, and activate your university email and learning platform accounts.</li>
<li><strong>Check in with the international student office</strong>: students in the United States must have the school confirm their arrival within a set time to activate their student record; students in Australia must update their address with the school within a set time.</li>
<li><strong>Phone card</strong>: buy a local SIM card or plan so you can receive verification codes and keep in touch with classmates.</li>
<li><strong>Bank account</strong>: bring your passport, proof of student status and proof of address; some banks let you book an appointment or open an account online.</li>
<li><strong>Register for healthcare</strong>: in the UK, for example, register with a nearby GP practice as soon as you can.</li>
</ul>
<h3>Getting to know the campus and the city</h3>
<p>Join the campus tours, library introductions and academic talks of welcome week, and learn the rules on choosing modules, exams and appeals. Learn the routes from your home to your teaching buildings, supermarkets and the hospital, and buy a transport card or find out about student discounts.</p>
<h3>A note for students in the UK</h3>
<p>The UK has been replacing physical residence cards with eVisas. Make sure you have created your account as instructed and can view your immigration status, as your university may check it at registration. To work part-time you need to apply for a National Insurance number.</p>
<p>Feeling tired and out of place in the first week is normal, and you need not do everything at once. Keep regular hours, join welcome activities and make new friends: that is the best way to settle in. If anything goes wrong, contact your school's student services at any time.</p>`,
  },
  {
    articleName: 'Academic preparation: getting ready for classes abroad',
    intro:
      'Many students put all their energy into practical preparations and neglect the academic transition. A little work before term makes the first semester much easier.',
    content: `<p>Teaching abroad is clearly different from what most students know at home: there is a lot of independent reading and classroom discussion, assessment is mainly essays, reports and group projects, and marking rewards independent thinking and correct referencing. A little preparation shortens the time it takes to adjust.</p>
<h3>What you can do before term</h3>
<ul>
<li>Look at your module outlines and reading lists, and read the first week's material in advance.</li>
<li>Learn the basic structure of academic writing: how to write an introduction, an argument and a conclusion.</li>
<li>Get to know the common referencing styles, such as APA or Harvard, and learn to use reference management software.</li>
<li>Revise the English terms of your subject so that lectures are easier to follow.</li>
<li>If your subject needs them, get familiar with statistics, programming or design software.</li>
</ul>
<h3>Understanding academic integrity</h3>
<p>Universities abroad take academic integrity very seriously. Plagiarism, quoting without citing the source, having someone else write your work, sharing answers and even the improper use of AI tools can all count as academic misconduct, with penalties ranging from a cancelled mark to expulsion. Each module may have its own rules on AI tools, so read the module guidance carefully and ask your tutor when in doubt.</p>
<h3>Use what your university offers</h3>
<p>Most universities run writing centres, study skills workshops and learning support services, mostly free of charge. Office hours are a good chance to talk to your professors, so do not let shyness keep you away.</p>
<p>The pace of study abroad often picks up quickly once term starts, especially on one-year master's courses. Laying the foundations early and building good time-management habits are the keys to good results.</p>`,
  },
];
