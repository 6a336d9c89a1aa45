// English versions of the visa articles (stage 4), in the order of articles.ts.
import type { ArticleEnglish } from './types';

export const VISAS: ArticleEnglish[] = [
  {
    articleName: 'The UK Student visa, step by step',
    intro:
      'The UK Student visa is points-based, and its key document is the CAS issued by your university. Prepare in the right order and most applicants receive a decision in about three weeks.',
    content: `<p>The UK Student visa is for international students at licensed institutions. Before you can apply, your university must issue a <strong>Confirmation of Acceptance for Studies (CAS)</strong>, which carries a unique reference number and details of your course and fees and is the heart of the whole application. Applicants outside the UK can apply up to six months before their course starts.</p>
<h3>The main steps</h3>
<ul>
<li>Receive your CAS and check your name, passport number, course dates and fees.</li>
<li>Complete the online application on the UK government website and pay the visa fee and the Immigration Health Surcharge (IHS).</li>
<li>Take a tuberculosis test at an approved clinic; applicants from mainland China must provide the test certificate.</li>
<li>Book an appointment at a visa application centre to give your fingerprints and photograph and submit your documents.</li>
<li>Wait for the decision, and once approved set up your eVisa account as instructed.</li>
</ul>
<h3>Money</h3>
<p>You must show enough money to pay any first-year tuition not yet paid, plus living costs for up to nine months. The living-cost figure depends on where you study, with London clearly higher than elsewhere, and it has been raised in recent years. The money must have been held in a bank account for 28 consecutive days, and the closing date of the evidence must be no more than 31 days before you apply. Chinese applicants currently benefit from a simplified documents arrangement and usually need not submit financial and academic evidence with the application, but they must genuinely meet the requirements and caseworkers can ask for the documents, so have them ready.</p>
<h3>Other points</h3>
<p>Some postgraduate science and engineering courses need an Academic Technology Approval Scheme (ATAS) certificate first. Your CAS will say so; it takes several weeks, so apply as early as you can. The Immigration Health Surcharge is charged for the length of your visa and gives you access to the National Health Service (NHS). The UK has been replacing physical residence cards with eVisas, so create your account as instructed after approval and carry the relevant emails and documents when you travel.</p>
<p>Visa fees, the health surcharge and the financial requirements change from time to time; rely on the latest information at <a href="https://www.gov.uk/student-visa">gov.uk/student-visa</a>.</p>`,
  },
  {
    articleName: 'The US F-1 student visa: from the I-20 to the interview',
    intro:
      'A US student visa requires an interview, and the preparation is more involved than for other countries. Know the process and have your documents ready, and you can stay calm in an interview that lasts only a few minutes.',
    content: `<p>Students going to the United States for a degree usually apply for an F-1 visa. The process starts with the <strong>Form I-20</strong> issued by your school and ends with the interview at an embassy or consulate; allow one to two months. Summer is the busiest season and appointments are scarce, so plan early.</p>
<h3>The steps</h3>
<ul>
<li>Accept your offer and submit proof of funds; the school issues your I-20, which you check and sign.</li>
<li>Pay the SEVIS fee online and keep the confirmation page.</li>
<li>Complete the DS-160 online nonimmigrant visa application truthfully, including your education, work, travel and social media accounts.</li>
<li>Pay the visa application fee and book an interview at the embassy or a consulate in Beijing, Shanghai, Guangzhou, Shenyang or Wuhan.</li>
<li>Attend your interview on time, hand in your passport and answer the officer's questions.</li>
</ul>
<h3>Preparing for the interview</h3>
<p>Bring your passport, I-20, DS-160 confirmation page, SEVIS fee receipt, photo, offer letter, transcripts, language scores and proof of funds. Graduate students in science and engineering should also bring a CV, a study plan and details of their supervisor, and be able to explain their research clearly.</p>
<p>The interview usually lasts a few minutes. The officer wants to know whether you are a genuine student, whether you can pay your costs and what you plan to do after your studies. Answer briefly, truthfully and confidently, and do not recite prepared scripts.</p>
<h3>Administrative processing and entry</h3>
<p>Some applicants are asked for more documents or placed in administrative processing, most often in science and engineering fields. It can take from a few weeks to several months, and you can follow its progress online. A small number of science and engineering graduate students with links to certain institutions may also be affected by a US presidential proclamation, so find out before you apply.</p>
<p>Once approved, F-1 students may enter the United States up to 30 days before the programme start date on the I-20. Fees and policies may change; rely on the websites of the US Department of State and the US embassy and consulates in China.</p>`,
  },
  {
    articleName: 'The Australian Student visa (subclass 500): key points',
    intro:
      'The Australian student visa is applied for entirely online, and the assessment focuses on the Genuine Student requirement and your finances. Here are the documents you need and your main obligations once the visa is granted.',
    content: `<p>To study in Australia you apply for a subclass 500 Student visa through the Department of Home Affairs' online account system. Before applying you must have a <strong>Confirmation of Enrolment (CoE)</strong> from your institution and Overseas Student Health Cover (OSHC) for the whole length of the visa.</p>
<h3>The main documents</h3>
<ul>
<li>Your passport, CoE and OSHC details.</li>
<li>Written answers to the Genuine Student questions, covering your study history, why you chose the course and your plans for the future.</li>
<li>Evidence of funds for tuition, living costs and return travel; the living-cost figure is set by the Department and reviewed regularly.</li>
<li>Academic records and language scores, plus health examinations and biometrics as required.</li>
</ul>
<p>Since 2024 the Genuine Student requirement has replaced the earlier Genuine Temporary Entrant statement. Case officers weigh your personal circumstances, the logic of your study path and the value of the course. Your answers should be specific, true and consistent with your other documents; in particular, explain any gaps in your studies or changes of field.</p>
<h3>Obligations once you hold the visa</h3>
<p>A student visa comes with conditions, and breaking them can lead to cancellation. The common ones are: stay enrolled and meet attendance and academic progress requirements; work no more than the permitted hours per fortnight during term; hold valid health cover at all times; give your school your address within the set time after arrival, and follow the rules if you change school or course.</p>
<p>The Australian student visa fee has risen several times in recent years and assessment has become stricter. Apply at least two to three months before your course starts, and rely on the Department of Home Affairs for the latest fees and financial requirements.</p>`,
  },
  {
    articleName: 'Applying for a Canadian study permit: provincial attestation letters and proof of funds',
    intro:
      'Canada has changed its study permit rules several times recently, introducing provincial attestation letters and raising the financial requirement. Learn the latest rules before you apply.',
    content: `<p>Studying in Canada for more than six months requires a study permit, and before you apply you need a letter of acceptance from a designated learning institution (DLI). Since 2024 most study permit applications also need a <strong>provincial attestation letter</strong> from the province or territory where you will study, and from 2025 this was extended to most master's and doctoral applicants.</p>
<h3>Documents</h3>
<ul>
<li>A valid passport and the DLI letter of acceptance.</li>
<li>A provincial attestation letter; for Quebec, a Quebec Acceptance Certificate (CAQ) instead.</li>
<li>Proof of funds for first-year tuition, living costs and travel, through savings, a Guaranteed Investment Certificate (GIC), scholarship letters and so on.</li>
<li>A study plan explaining why you chose the programme and school and what you plan to do afterwards.</li>
<li>Biometrics and an immigration medical examination as required.</li>
</ul>
<h3>The financial requirement</h3>
<p>Immigration, Refugees and Citizenship Canada raised the living-cost requirement sharply in 2024 and said it would adjust it every year; from September 2025 the figure for a single applicant is more than 22,000 Canadian dollars. This does not include tuition or travel. A GIC is a common way to show funds: after you arrive the money is paid out monthly or in instalments, which helps you manage your living costs.</p>
<h3>Other changes</h3>
<p>The Student Direct Stream (SDS) ended in November 2024, so Chinese students now all apply through the regular stream. While studying, eligible students may work off campus up to 24 hours a week during term. Eligibility for the Post-Graduation Work Permit (PGWP) depends on the type and field of your programme; some college programmes qualify only if they are in designated fields with labour shortages.</p>
<p>Canadian policy changes often. Before applying, rely on the latest guidance on the IRCC website, and contact your school early about the provincial attestation letter.</p>`,
  },
  {
    articleName: 'A short guide to student visas for New Zealand and Ireland',
    intro:
      'New Zealand and Ireland are both popular English-speaking destinations. Their student visa processes are fairly clear, but each has details to watch.',
    content: `<p>Student visa applications for both New Zealand and Ireland rest on your offer and proof of funds. They are of moderate difficulty overall, but the way you apply and the formalities after arrival differ.</p>
<h3>New Zealand student visa</h3>
<p>You apply online on the Immigration New Zealand website, providing your offer of place, proof that tuition is paid or a scholarship letter, evidence of funds for living costs and evidence that you can pay for an onward ticket. The living-cost figure is set per year by Immigration New Zealand. Depending on how long you will stay, you may need a chest X-ray or a full medical examination. Eligible degree students may work limited part-time hours during term; the exact hours are set in your visa conditions.</p>
<h3>Irish study visa</h3>
<p>Chinese citizens going to Ireland for a long course need a study visa (type D). You first complete the online application, then submit your documents to the visa office as instructed: your offer letter, proof of fees paid, proof of funds, academic records, language scores and so on. Proof of funds usually means bank statements covering a period of time, and the required amount has tended to rise in recent years.</p>
<p>After arriving in Ireland, students book an immigration registration appointment, receive their Irish Residence Permit (IRP) card and pay the registration fee. Students with Stamp 2 permission may work 20 hours a week during term and more during holidays.</p>
<h3>Advice for both countries</h3>
<ul>
<li>Make the source of your funds clear; large deposits are best made well in advance, with an explanation of where the money came from.</li>
<li>Every Chinese document needs a professional English translation.</li>
<li>Buy health insurance that meets the requirements in advance; in some cases it is a condition of the visa.</li>
<li>Both countries offer post-study work visas to graduates, with a length that depends on the level of your qualification.</li>
</ul>
<p>For the details, rely on the websites of Immigration New Zealand and Ireland's immigration service.</p>`,
  },
  {
    articleName: "Singapore's Student's Pass, and student visas for Germany, France and the Netherlands",
    intro:
      "In Singapore your university helps you apply for the Student's Pass; each European country has its own preliminary steps. Know the process early so you are not rushing just before term.",
    content: `<p>Compared with the UK, the US, Australia and Canada, Singapore and the countries of continental Europe each have their own arrangements for student visas. Here they are one by one.</p>
<h3>Singapore Student's Pass</h3>
<p>Once a Singapore university admits you, it registers you in the Immigration and Checkpoints Authority's system, and you complete the online form, upload a photo and pay the fee as your university instructs. When approved you receive an in-principle approval letter, which you show with your passport on arrival. After arriving you complete a medical examination and the formalities at your appointment and collect your Student's Pass card.</p>
<h3>Germany, France and the Netherlands</h3>
<ul>
<li><strong>Germany</strong>: Chinese students usually need an APS certificate from the Academic Evaluation Centre before applying for a national (type D) study visa. Funds are usually shown with a blocked account, and the amount required each year is set by the German government and adjusted over time. Embassy and consulate appointments are scarce, so book several months ahead.</li>
<li><strong>France</strong>: Chinese students first go through Campus France's "Études en France" procedure, with a review of documents and an interview, and then apply for a long-stay student visa at the visa centre. After arrival the visa must be validated online within a set time.</li>
<li><strong>Netherlands</strong>: the university that admits you acts as your sponsor and applies for your entry and residence permit. You submit documents and pay the fee as the university asks, collect your entry visa at the embassy once approved, and pick up your residence card after arrival.</li>
</ul>
<h3>Points in common</h3>
<p>European countries generally require health insurance that meets their standards and proof of accommodation, and documents often need translation into English or the local language. Processing and appointment times are long, so start as soon as you have your offer.</p>
<p>A long-stay student visa or residence permit from one European country usually lets you travel for short stays within the Schengen area, but studying or working in another country is still subject to its own rules. For the exact requirements, rely on each country's embassy and consulates in China.</p>`,
  },
  {
    articleName: 'Proof of funds for your visa: common mistakes explained',
    intro:
      'Proof of funds is one of the most common reasons student visas are refused. Understand what each country requires and how it checks, and do not lose out on the details.',
    content: `<p>Almost every country's student visa requires you to show that you can pay your tuition and living costs. Officers look not only at the amount but at whether the money is stable and its source is plausible.</p>
<h3>What countries share, and where they differ</h3>
<ul>
<li><strong>United Kingdom</strong>: the money must have been held for 28 consecutive days, with clear rules on the dates.</li>
<li><strong>United States</strong>: the school checks your funds before issuing the I-20, and the officer may ask at interview; covering the first year's costs is usually enough.</li>
<li><strong>Australia and Canada</strong>: there are set living-cost figures, and you may be asked to explain where the money comes from and your family's income.</li>
<li><strong>Germany and others</strong>: a blocked account is often required, from which money is released monthly.</li>
</ul>
<h3>Common mistakes</h3>
<p>Mistake one: borrowing money at the last minute to make up the sum. A large amount that appears suddenly and cannot be explained easily raises suspicion. The money is best a family's savings built up over time, supported by your parents' proof of income, employment or assets.</p>
<p>Mistake two: the wrong kind of deposit. Some countries require the money to be available at any time, so check whether a fixed-term deposit can be withdrawn early, and make sure any holding period meets the visa rules.</p>
<p>Mistake three: ignoring translation and format. A bank's deposit certificate should show the account holder, amount, currency and date, and Chinese documents need English translations; if you use your parents' account, provide proof of your relationship.</p>
<p>Mistake four: having exactly the required amount. Exchange-rate movements can leave you short, so keep about ten per cent more than the requirement.</p>
<p>Finally, every document must be genuine. False documents lead not only to refusal but possibly to a ban on applying for some years, which is far more serious than a single refusal.</p>`,
  },
  {
    articleName: 'Visa refused or in administrative processing: what to do next',
    intro:
      'After a refusal or a long wait in processing, analyse the reasons calmly and take the right steps, and you can often still make it in time for the start of term.',
    content: `<p>When you receive a refusal letter or a notice of further checks, first read the official explanation carefully and make sure you understand the exact reasons. Countries handle things differently, but the approach to putting it right is the same.</p>
<h3>Common reasons for refusal</h3>
<ul>
<li>Proof of funds that does not meet the rules, for example held for too short a time or too small an amount.</li>
<li>An unclear study plan that leaves the officer unconvinced you are a genuine student.</li>
<li>Inconsistent information, or missing documents or translations.</li>
<li>Problems in your past visa or travel history.</li>
</ul>
<h3>What to do, country by country</h3>
<p>A UK refusal letter states the grounds. If you believe the caseworker made a clear mistake, you can apply for an administrative review within the time limit; if the problem was your documents, it is more usual to apply again with everything in order. After a US interview refusal, the officer usually cites the section of law applied, and you can book a new interview once you have improved your documents and can explain your situation better.</p>
<p>US administrative processing is not a refusal but a need for further checks. Send any extra documents requested promptly, then follow progress online. Processing times vary; if it threatens your start date, contact your school's international student office about deferring your start or updating your I-20.</p>
<p>Australian and Canadian refusal decisions list the reasons, and in some cases you can seek a review, though it takes a long time; most students address the reasons with better documents and apply again.</p>
<h3>Before you apply again</h3>
<p>Tackle each reason for refusal one by one rather than submitting the same application again. Declare your earlier refusal truthfully: hiding it has far more serious consequences. Get help from your school or a professional adviser if needed, and keep in touch with your school about deferring your place so that you have a fallback.</p>`,
  },
];
