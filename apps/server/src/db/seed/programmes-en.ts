// Demo content: the English entry requirements and introductions of the programmes of
// programmes.ts, keyed by the programme's English name (written for English readers, not word for
// word from the Chinese).

export interface ProgrammeEnglish {
  background: string;
  intro: string;
}

type Entry = readonly [name: string, background: string, intro: string];

const BUSINESS: readonly Entry[] = [
  [
    'Bachelor of Business Administration',
    'Secondary school completion or equivalent, with good results in mathematics and English.',
    'The degree covers the core of business study: management, marketing, finance and organisational behaviour, with a specialisation chosen in the later years. Case-based teaching and projects with companies help students learn to think about a business as a whole.',
  ],
  [
    'BSc Accounting and Finance',
    'Secondary school completion or equivalent, with strong mathematics.',
    'Students take financial and management accounting, corporate finance and investment analysis in depth. Most modules earn exemptions from professional accountancy exams, giving a solid start for careers in audit, finance and banking.',
  ],
  [
    'BA (Hons) International Business',
    'Secondary school completion or a foundation year, good English and an interest in how companies work across borders.',
    'The programme looks at global markets, cross-cultural management and the rules of international trade, showing how firms do business in different countries. Many students spend time on an exchange abroad or on a paid placement.',
  ],
  [
    'BSc Marketing',
    'Secondary school completion or equivalent, with good communication and writing skills.',
    'Modules cover consumer behaviour, brand management, market research and digital marketing. Live briefs from real companies run through the course, so students practise planning campaigns and reading marketing data.',
  ],
  [
    'Bachelor of Commerce',
    'Secondary school completion or equivalent, with a sound grounding in mathematics.',
    'Commerce students choose majors such as accounting, finance, business analytics or management, and can combine two of them. Balancing theory and practice, it is a well-trodden route into management and financial services.',
  ],
  [
    'Bachelor of International Hospitality Management',
    'Secondary school completion or equivalent; an outgoing personality and a feel for service help.',
    'The course covers hotel operations, food and beverage management, revenue management and service design, with training in a teaching hotel and an industry placement. Graduates move into management with international hotel groups, cruise lines and premium service businesses.',
  ],
  [
    'BA Tourism and Event Management',
    'Secondary school completion or equivalent and an interest in travel and event planning.',
    'Students learn destination marketing, conference and exhibition planning, sustainable tourism and event operations. They help plan and run real events, building project management and teamwork skills along the way.',
  ],
  [
    'Master of Business Administration',
    "A bachelor's degree, usually with at least three years of full-time work experience; some schools ask for a GMAT or GRE score.",
    'The MBA develops general management skills across strategy, finance, marketing, operations and leadership. Case discussions, consulting projects for companies and a large alumni network help participants change career or move up.',
  ],
  [
    'MSc Finance',
    "A bachelor's degree in economics, finance, mathematics, science or engineering, with solid mathematics and statistics.",
    'The core covers asset pricing, corporate finance, fixed income and financial econometrics. Parts of the syllabus follow the CFA body of knowledge, which suits students heading for investment banking, asset management or corporate finance teams.',
  ],
  [
    'MSc Accounting',
    "A bachelor's degree in accounting, finance or a related subject, including introductory financial accounting.",
    'Students study advanced financial reporting, audit and assurance, taxation and corporate governance. International Financial Reporting Standards are taught alongside practical cases, helping students prepare for professional qualifications.',
  ],
  [
    'MSc Marketing Management',
    "A bachelor's degree in business or a related subject; applicants from other fields should explain their interest and experience in marketing.",
    'The programme is built around marketing strategy, brand management, consumer insight and digital marketing. Students complete a consulting project with a partner company and learn to base marketing decisions on data.',
  ],
  [
    'Master of Professional Accounting',
    "A bachelor's degree in any subject; no accounting background is needed, though good numeracy helps.",
    'Designed for graduates from other fields, the programme gives a full professional training in accounting that meets the requirements of several accountancy bodies. In the second year students can add electives in data analytics or taxation to strengthen their job prospects.',
  ],
  [
    'MSc Supply Chain Management',
    "A bachelor's degree in business, engineering or a related field, with basic quantitative skills.",
    'Modules cover purchasing, logistics, inventory optimisation and risk in global supply chains. Simulation software and company case studies train students to design and improve supply networks.',
  ],
  [
    'MSc Human Resource Management',
    "A bachelor's degree in any subject and an interest in organisations and people development.",
    'Students study recruitment and selection, reward design, employee relations and organisational development. International employment law is taught alongside company practice, preparing HR professionals with a global outlook.',
  ],
  [
    'MSc Hospitality and Tourism Management',
    "A bachelor's degree, preferably in hospitality, tourism or business; relevant internships are an advantage.",
    'The course focuses on strategic hotel management, destination development and service innovation. An industry mentoring scheme and company visits keep students close to the latest trends in international hospitality and tourism.',
  ],
  [
    'Master of Business Analytics',
    "A bachelor's degree in business, mathematics, statistics, science or engineering, including calculus and statistics.",
    'The programme brings together statistical modelling, machine learning and business decision-making, and teaches Python, SQL and visualisation tools. Working with real company data, students learn to turn numbers into business insight.',
  ],
  [
    'PhD in Management',
    "A master's degree in management or a related field with training in research methods; publications are an advantage.",
    "Doctoral students pursue original research in areas such as organisation theory, strategy, innovation and entrepreneurship. They write their thesis under a supervisor's guidance and gain teaching experience in preparation for an academic career.",
  ],
  [
    'PhD in Accounting',
    "A master's degree in accounting, finance or economics, with a strong grounding in mathematics and econometrics.",
    'The first two years are taken up with advanced econometrics, economic theory and accounting research methods; independent research follows. Topics include capital-markets accounting, audit quality and corporate disclosure.',
  ],
  [
    'PhD in Marketing',
    "A master's degree in marketing, psychology, economics or statistics, with experience of quantitative or experimental research.",
    'The programme has two tracks, consumer behaviour and marketing science, both demanding rigorous theory and empirical work. Doctoral students are usually fully funded and take on some teaching or research assistance.',
  ],
];

const ECONOMICS: readonly Entry[] = [
  [
    'BSc Economics',
    'Secondary school completion or equivalent, with strong mathematics.',
    'The degree gives a thorough grounding in microeconomics, macroeconomics and econometrics, with options such as public economics and international trade. Students learn to analyse real-world problems with economic models and data.',
  ],
  [
    'BA Economics and Politics',
    'Secondary school completion or equivalent, with a balance of mathematical and writing ability.',
    "Combining the economist's analytical tools with political theory, the degree examines policy-making, international relations and public choice. It suits students aiming for government, international organisations or policy research.",
  ],
  [
    'BSc Finance',
    'Secondary school completion or equivalent, with a sound grounding in mathematics.',
    'Students study investments, corporate finance, financial markets and risk management, and build data-analysis and programming skills. In the final years, trading simulations and industry placements prepare them for a career in finance.',
  ],
  [
    'Bachelor of Economics and Statistics',
    'Secondary school completion or equivalent, with outstanding mathematics.',
    'The degree develops economic theory and statistical modelling side by side, through probability, regression analysis and economic forecasting. Graduates are well placed for analytics, consulting and financial services.',
  ],
  [
    'BSc (Hons) Banking and Finance',
    'Secondary school completion or a foundation year, with good mathematics.',
    'The course concentrates on commercial banking, financial regulation, credit analysis and fintech. Guest lecturers from industry show how banks work day to day.',
  ],
  [
    'BSc Actuarial Science',
    'Secondary school completion or equivalent, with excellent mathematics.',
    'Students learn probability and statistics, life and general insurance mathematics, financial mathematics and risk models. Many modules carry exemptions from professional actuarial exams, and most graduates join insurers, pension funds and consultancies.',
  ],
  [
    'BA Philosophy, Politics and Economics',
    'Secondary school completion or equivalent, with strong reading and writing and a sound grounding in mathematics.',
    'The degree trains analysis and argument through three disciplines: philosophy, politics and economics. In the later years students can concentrate on one or two of them, which suits those with wide interests and a taste for debate.',
  ],
  [
    'MSc Economics',
    "A bachelor's degree in economics or mathematics, including intermediate microeconomics, macroeconomics and econometrics.",
    'Advanced microeconomics, macroeconomics and econometrics form the core, with electives such as labour economics and industrial organisation. The degree leads into policy and consulting work, and prepares the ground for a PhD.',
  ],
  [
    'MSc Financial Economics',
    "A bachelor's degree in economics, finance or mathematics, with good quantitative skills.",
    'The programme applies economic theory to financial markets through asset pricing, financial econometrics and macro-finance. Students learn to study market behaviour empirically and build strong quantitative skills.',
  ],
  [
    'MSc Development Economics',
    "A bachelor's degree in economics or a related social science, with basic econometrics.",
    'The course examines poverty, growth, and education and health policy, and teaches the methods of policy evaluation. Graduates work for international organisations, NGOs and research institutes.',
  ],
  [
    'MSc Econometrics',
    "A bachelor's degree in economics, statistics or mathematics, with solid linear algebra, probability and statistics.",
    'Students study time series, panel data, causal inference and machine-learning methods for economics in depth. Programming is part of every module, so graduates can carry out empirical research on their own.',
  ],
  [
    'Master of Quantitative Finance',
    "A bachelor's degree in mathematics, statistics, physics, engineering or financial engineering, with programming experience.",
    'The programme covers stochastic calculus, derivatives pricing, numerical methods and quantitative trading strategies. An industry project or internship helps students into quantitative research and risk management roles.',
  ],
  [
    'MSc Financial Engineering',
    "A bachelor's degree in science, engineering or finance, with strong mathematics and programming.",
    'Mathematical modelling and computing are applied to the design of financial products and to risk control. Students use tools such as Python and C++ to build pricing and simulation projects.',
  ],
  [
    'MSc Actuarial Science',
    "A bachelor's degree in mathematics, statistics, actuarial science or economics, with excellent mathematics.",
    'Modules cover actuarial mathematics, survival models, risk theory and the valuation of insurance liabilities. The content maps closely onto the professional actuarial exams, preparing students for actuarial and risk consulting careers.',
  ],
  [
    'MSc Fintech',
    "A bachelor's degree in finance, economics, computer science or mathematics.",
    'Students explore blockchain, digital payments, robo-advice and financial data analytics. Regulation is taught alongside hands-on technology, producing graduates who understand both finance and code.',
  ],
  [
    'PhD in Economics',
    "A master's degree in economics or a related field, strong mathematics and experience of writing research papers.",
    'The first two years consist of core courses and qualifying exams, followed by independent research with a supervisor. Research areas range across macroeconomics, labour, development and industrial organisation.',
  ],
  [
    'PhD in Finance',
    "A master's degree in finance, economics, mathematics or statistics, with strong quantitative research skills.",
    'Research focuses on the frontier of asset pricing, corporate finance and financial intermediation. Doctoral students usually hold a scholarship and present their work at academic conferences.',
  ],
];

const ENGINEERING: readonly Entry[] = [
  [
    'BEng Mechanical Engineering',
    'Secondary school completion or equivalent, with strong mathematics and physics.',
    'The degree covers mechanics, thermofluids, materials, machine design and control systems, with a great deal of laboratory and design work. Graduates go on to engineering roles in the automotive, energy, manufacturing and aerospace industries.',
  ],
  [
    'BEng (Hons) Civil Engineering',
    'Secondary school completion or a foundation year, with good mathematics and physics.',
    'Core topics include structural analysis, geotechnics, and water and transport engineering. Team design projects and site visits show students how infrastructure goes from drawing board to construction.',
  ],
  [
    'BEng Electrical and Electronic Engineering',
    'Secondary school completion or equivalent, with outstanding mathematics and physics.',
    'Students study circuit analysis, electronic devices, signal processing, communications and power systems. Laboratory work runs through every year, building practical skills in hardware design and testing.',
  ],
  [
    'Bachelor of Chemical Engineering',
    'Secondary school completion or equivalent, with good chemistry, mathematics and physics.',
    'The programme teaches heat and mass transfer, reaction engineering, process control and plant design, with attention to safe and sustainable production. Graduates design and run processes in energy, pharmaceuticals, food and environmental industries.',
  ],
  [
    'BEng Aerospace Engineering',
    'Secondary school completion or equivalent, with excellent mathematics and physics.',
    'The course covers aerodynamics, flight mechanics, propulsion and aircraft structures. Students use wind tunnels and flight simulators for their experiments and final-year design project.',
  ],
  [
    'BSc Biomedical Engineering',
    'Secondary school completion or equivalent, with good mathematics, physics and biology or chemistry.',
    'Engineering principles are applied to medicine and the life sciences through biomechanics, medical imaging and medical device design. Students may work on research projects with hospitals and medical technology companies.',
  ],
  [
    'Bachelor of Mechatronics Engineering',
    'Secondary school completion or equivalent, with a strong grounding in mathematics and physics.',
    'Mechanical engineering, electronics, control and embedded programming come together to design automated systems and smart devices. Students build robots and automated machines in hands-on projects.',
  ],
  [
    'MSc Advanced Mechanical Engineering',
    "A bachelor's degree in mechanical engineering or a related subject, with strong mechanics and mathematics.",
    'Modules go deep into computational mechanics, advanced materials, thermal energy systems and smart manufacturing. Students complete a research project with an industrial partner or research group.',
  ],
  [
    'MSc Civil Engineering',
    "A bachelor's degree in civil engineering or a related subject.",
    'Options cover structures, geotechnics, transport and water resources, with an emphasis on numerical analysis and engineering software. Topics such as low-carbon construction and resilient infrastructure reflect where the industry is heading.',
  ],
  [
    'MEng Electronic and Computer Engineering',
    "A bachelor's degree in electronics, electrical engineering, telecommunications or computing.",
    'The programme covers integrated circuit design, embedded systems, wireless communications and computer architecture. Students choose a taught or a project route and design combined hardware and software systems in the lab.',
  ],
  [
    'MSc Structural Engineering',
    "A bachelor's degree in civil or structural engineering, with knowledge of structural mechanics and concrete design.",
    'Students learn advanced structural analysis, seismic design, steel structures and bridge engineering. Finite element software is used to model and analyse complex structures.',
  ],
  [
    'MSc Robotics',
    "A bachelor's degree in mechanical, electronic or control engineering or computing, with programming skills.",
    'The course covers robot kinematics, perception, control and machine learning, with practical work on platforms such as ROS. Students work in teams to develop a mobile robot or a robotic arm.',
  ],
  [
    'MSc Renewable Energy Engineering',
    "A bachelor's degree in engineering or physics.",
    'Students study wind and solar power, energy storage and smart grids, and weigh the economics and policy of energy projects. Graduates join renewable energy companies, utilities and energy consultancies.',
  ],
  [
    'MSc Engineering Management',
    "A bachelor's degree in engineering or science; work experience is an advantage.",
    'Project management, operations management, engineering economics and leadership help engineers step into management. Through real project cases, students learn to balance cost, schedule and quality.',
  ],
  [
    'Master of Biomedical Engineering',
    "A bachelor's degree in biomedical, mechanical, electronic or materials engineering, or in the life sciences.",
    'Specialisations include biomaterials, biomedical signal processing, tissue engineering and medical devices. Students can complete an extended research project in a research laboratory or a medical technology company.',
  ],
  [
    'PhD in Mechanical Engineering',
    "A master's degree in mechanical engineering or a related field, or an excellent bachelor's degree, with research experience.",
    'Doctoral students join research groups working on advanced manufacturing, fluid mechanics, energy systems and related topics. The programme offers well-equipped laboratories and plenty of academic exchange.',
  ],
  [
    'PhD in Electrical Engineering',
    "A master's degree in electrical, electronic or communications engineering; research publications are an advantage.",
    'Research areas include power electronics, semiconductor devices, communication systems and signal processing. Research and teaching assistantships bring tuition waivers and a living stipend.',
  ],
  [
    'PhD in Civil and Environmental Engineering',
    "A master's degree in civil or environmental engineering or a related field.",
    'Research topics include structural resilience, water resources, transport systems and environmental remediation. Doctoral students work with government agencies and engineering firms on real engineering problems.',
  ],
];

const COMPUTING: readonly Entry[] = [
  [
    'BSc Computer Science',
    'Secondary school completion or equivalent, with strong mathematics.',
    'The degree covers programming, data structures and algorithms, operating systems, databases and networks. Later years offer specialisms such as artificial intelligence, security and graphics, and end with an individual project.',
  ],
  [
    'Bachelor of Software Engineering',
    'Secondary school completion or equivalent, good mathematics and an interest in programming.',
    'Students learn requirements analysis, software architecture, testing and project management, always with an emphasis on working in teams. An industry project takes them through the whole software development cycle.',
  ],
  [
    'BSc (Hons) Artificial Intelligence',
    'Secondary school completion or a foundation year, with excellent mathematics.',
    'Modules cover machine learning, knowledge representation, natural language processing and computer vision. The ethics and social impact of AI are discussed throughout, to produce responsible technologists.',
  ],
  [
    'BSc Data Science',
    'Secondary school completion or equivalent, with a strong grounding in mathematics and statistics.',
    'Combining statistics, computer science and applications, the degree teaches data processing, modelling and visualisation. Using real data sets, students carry an analysis all the way from framing the question to presenting the results.',
  ],
  [
    'Bachelor of Information Technology',
    'Secondary school completion or equivalent; no programming experience is needed.',
    'The course covers networking, databases, web development, information security and IT project management. With its focus on practical skills and industry certifications, it leads to jobs in systems administration, technical support and development.',
  ],
  [
    'BSc Cyber Security',
    'Secondary school completion or equivalent, with good mathematics and logical thinking.',
    'Students learn cryptography, network defence, penetration testing and digital forensics. Attack-and-defence exercises in a security lab build the practical skills needed to protect information systems.',
  ],
  [
    'BSc Computer Games Development',
    'Secondary school completion or equivalent and a keen interest in game design and programming.',
    'The programme teaches game engines, graphics programming, interaction design and level design. Students build complete games in teams and can show their work at industry events.',
  ],
  [
    'MSc Computer Science',
    "A bachelor's degree in computer science or a related subject, with solid programming and algorithms.",
    'The programme covers advanced algorithms, distributed systems, machine learning and software engineering. Students combine electives to suit their interests and finish with a research project.',
  ],
  [
    'MSc Data Science',
    "A bachelor's degree in mathematics, statistics, computing, science or engineering, including programming and statistics.",
    'Modules cover statistical learning, data engineering, big-data platforms and visualisation. Students work with a company or research institute on a data project and gain hands-on experience.',
  ],
  [
    'MSc Artificial Intelligence',
    "A bachelor's degree in computing, mathematics or electronic engineering, with solid linear algebra and probability.",
    'The course covers deep learning, reinforcement learning, natural language processing and computer vision. High-performance computing resources support experiments with state-of-the-art models.',
  ],
  [
    'Master of Information Technology',
    "A bachelor's degree in any subject; students without a computing background start with foundation courses.",
    'The programme gives career changers a thorough IT training, with specialisations in software development, cyber security, artificial intelligence and data management. An industry project in the second year builds the experience employers look for.',
  ],
  [
    'MSc Cyber Security',
    "A bachelor's degree in computing, information security or a related subject.",
    'Students study security architecture, malware analysis, cloud security and security governance. Aligned with industry certifications, the programme trains specialists who can handle complex cyber threats.',
  ],
  [
    'MSc Software Engineering',
    "A bachelor's degree in computer science or software engineering, with practical programming experience.",
    'The programme focuses on designing large software systems, software quality assurance and agile methods. Students work in a team to deliver a complete software product.',
  ],
  [
    'MSc Human-Computer Interaction',
    "A bachelor's degree in computing, psychology, design or a related subject.",
    'User research, interaction design, usability testing and prototyping come together in this course. Students learn user-centred methods for designing digital products that are easier to use and more inclusive.',
  ],
  [
    'MSc Machine Learning',
    "A bachelor's degree in computing, mathematics, statistics or physics, with excellent mathematics.",
    'Students study probabilistic models, optimisation, deep learning and learning theory in depth. The emphasis on theory and research suits those aiming for a PhD or an R&D role.',
  ],
  [
    'PhD in Computer Science',
    "A master's degree in computer science or a related field, or an excellent bachelor's degree with research experience.",
    'Doctoral students do original research in systems, theory, artificial intelligence, security and other areas, and publish at international conferences. Scholarships or research assistantships are usually available.',
  ],
  [
    'PhD in Artificial Intelligence',
    "A master's degree in computing, mathematics or a related field; machine learning research experience is an advantage.",
    'Research topics include trustworthy AI, robot learning and natural language understanding. Doctoral students can collaborate with industry labs and use large-scale computing resources.',
  ],
  [
    'PhD in Information Systems',
    "A master's degree in information systems, computing or management.",
    'Research looks at digital transformation, the management of information systems and the effects of technology on organisations and society. Qualitative and quantitative methods are combined to train interdisciplinary researchers.',
  ],
];

const SCIENCE: readonly Entry[] = [
  [
    'BSc Mathematics',
    'Secondary school completion or equivalent, with outstanding mathematics.',
    'The degree covers analysis, algebra, geometry, probability and numerical methods, with a choice between pure and applied mathematics in the later years. The rigorous reasoning it trains is valued in finance, technology and research.',
  ],
  [
    'BSc Physics',
    'Secondary school completion or equivalent, with strong mathematics and physics.',
    'Core courses in classical mechanics, electromagnetism, quantum mechanics and thermal and statistical physics are backed by systematic laboratory training. Students can join research projects in areas such as condensed matter and astrophysics.',
  ],
  [
    'BSc Chemistry',
    'Secondary school completion or equivalent, with good chemistry and mathematics.',
    'The degree covers inorganic, organic, physical and analytical chemistry, with plenty of laboratory time. Graduates go into chemicals, pharmaceuticals, materials and testing, or on to further study.',
  ],
  [
    'BSc (Hons) Biological Sciences',
    'Secondary school completion or a foundation year, with good biology and chemistry.',
    'The life sciences are taught from molecules and cells to organisms and ecosystems. In the later years students choose pathways such as genetics, microbiology or ecology and complete an independent research project.',
  ],
  [
    'Bachelor of Science in Statistics',
    'Secondary school completion or equivalent, with strong mathematics.',
    'The course covers probability, mathematical statistics, regression and statistical computing, with programming in R and Python. Graduates work in data analysis, market research, insurance and biostatistics.',
  ],
  [
    'BSc Biochemistry',
    'Secondary school completion or equivalent, with strong chemistry and biology.',
    'Students learn protein structure, metabolism, molecular biology and the methods of biotechnology. Laboratory work in modern molecular techniques lays the foundation for medical and life science research.',
  ],
  [
    'BSc Astrophysics',
    'Secondary school completion or equivalent, with outstanding mathematics and physics.',
    'Stars, galaxies and cosmology are added to a core training in physics. Students can carry out research projects using telescope data and numerical simulations.',
  ],
  [
    'MSc Applied Mathematics',
    "A bachelor's degree in mathematics, physics or engineering, with solid analysis and differential equations.",
    'The programme teaches mathematical modelling, numerical analysis, optimisation and partial differential equations, applied to problems in physics, biology and finance. Students write an applied research dissertation.',
  ],
  [
    'MSc Statistics',
    "A bachelor's degree in statistics, mathematics or a related subject, including probability and mathematical statistics.",
    'Modules cover statistical inference, Bayesian methods, statistical learning and experimental design. Theory and computation carry equal weight, and graduates are in demand in research and industry alike.',
  ],
  [
    'MSc Analytical Chemistry',
    "A bachelor's degree in chemistry or a related subject, with laboratory experience.",
    'Students learn chromatography, mass spectrometry, spectroscopy and quality control. Hands-on use of the main analytical instruments prepares them for pharmaceuticals, environmental testing and food safety.',
  ],
  [
    'MSc Biotechnology',
    "A bachelor's degree in biology, biochemistry, chemistry or a related subject.",
    'The course covers genetic engineering, cell culture, biopharmaceutical processing and bringing biotechnology to market. Students complete a laboratory research project and learn about regulation and intellectual property.',
  ],
  [
    'MSc Molecular Biology',
    "A bachelor's degree in the life sciences, with basic molecular laboratory skills.",
    'The programme focuses on gene regulation, genomics and cell signalling. Students join a research group for an extended laboratory project, a good preparation for doctoral study.',
  ],
  [
    'MPhil Pure Mathematics',
    "An excellent bachelor's degree in mathematics, with strong skills in proof and abstract reasoning.",
    "This research-led master's has students study advanced topics in algebra, geometry or number theory under a supervisor. The thesis is at its heart, and it is a well-established route to a PhD in mathematics.",
  ],
  [
    'MSc Bioinformatics',
    "A bachelor's degree in biology, computing, mathematics or statistics.",
    'The course combines genomic data analysis, sequence alignment, structural biology and programming. It teaches biologists to program and gives computational students the biology they need.',
  ],
  [
    'PhD in Chemistry',
    "A master's degree in chemistry or a related field, or an excellent bachelor's degree, with substantial laboratory research experience.",
    'Doctoral students do original research in organic synthesis, catalysis, materials chemistry, theoretical chemistry and more. Advanced instrument facilities are available and interdisciplinary work is encouraged.',
  ],
  [
    'PhD in Physics',
    "A master's degree in physics or a related field, with strong mathematics and physics.",
    'Research areas include condensed matter physics, quantum information, particle physics and astrophysics. Doctoral students are usually fully funded and take part in international collaborations.',
  ],
  [
    'PhD in Mathematics',
    "A master's degree in mathematics or equivalent research training, with the potential for original work.",
    'Students research a topic in pure or applied mathematics with a supervisor and take part in seminars and conferences. The degree requires a thesis that makes an original contribution.',
  ],
  [
    'PhD in Molecular Biosciences',
    "A master's degree in the life sciences, with molecular or cell biology laboratory experience.",
    'Research areas include structural biology, developmental biology, immunology and synthetic biology. Students may rotate through several laboratories before choosing a supervisor and project.',
  ],
];

const HEALTH: readonly Entry[] = [
  [
    'Bachelor of Medicine, Bachelor of Surgery',
    'Secondary school completion with excellent chemistry and biology; a medical admissions test and an interview are usually required.',
    'Basic medical science and clinical training are closely integrated, and the later years are spent on rotations through the departments of teaching hospitals. Graduates enter residency training under local rules; international students should check the availability of internship places.',
  ],
  [
    'Bachelor of Nursing',
    'Secondary school completion or equivalent, good biology, and empathy and communication skills.',
    'The course covers anatomy and physiology, clinical nursing skills, pharmacology and nursing ethics, with extensive hospital placements. Graduates can apply for registration as a nurse under local requirements.',
  ],
  [
    'BSc Pharmacology',
    'Secondary school completion or equivalent, with strong chemistry and biology.',
    'Pharmacology studies how drugs act on the body, through pharmacodynamics, pharmacokinetics and toxicology. Graduates join pharmaceutical companies and clinical research organisations or go on to postgraduate study.',
  ],
  [
    'BSc Biomedical Science',
    'Secondary school completion or equivalent, with good biology and chemistry.',
    'Modules cover human physiology, pathology, immunology and laboratory diagnostics. The degree is a solid foundation for laboratory medicine, research and graduate-entry medicine.',
  ],
  [
    'Bachelor of Pharmacy',
    'Secondary school completion or equivalent, with strong chemistry, biology and mathematics.',
    'Students learn medicinal chemistry, pharmaceutics, clinical pharmacy and pharmacy law, with placements in community and hospital pharmacies. After meeting local registration requirements, graduates can practise as pharmacists.',
  ],
  [
    'BSc (Hons) Physiotherapy',
    'Secondary school completion or a foundation year, good biology, and usually an interview.',
    'The course teaches functional anatomy, rehabilitation assessment and treatment techniques across musculoskeletal, neurological and respiratory care. Students complete clinical placements in hospitals and rehabilitation centres.',
  ],
  [
    'Bachelor of Dental Surgery',
    'Secondary school completion with excellent chemistry and biology; an interview and an aptitude test are required.',
    'Students begin with the oral sciences, move on to training in simulated clinics and then treat patients. Graduates can register as dentists under local regulations.',
  ],
  [
    'Master of Public Health',
    "A bachelor's degree in medicine, public health, nursing or a related field; experience in health is an advantage.",
    'Modules cover epidemiology, biostatistics, health policy and health promotion. Through a practice placement or research project, students learn to tackle public health challenges.',
  ],
  [
    'MSc Global Health',
    "A bachelor's degree in medicine, public health, the social sciences or a related field.",
    'The programme addresses infectious disease control, health systems and health equity around the world. Experts from international organisations teach on the course, which suits students aiming for a career in global health.',
  ],
  [
    'Master of Nursing',
    "A bachelor's degree in nursing; some schools also require registration as a nurse.",
    'The course focuses on advanced nursing practice, evidence-based care and nursing management. It strengthens clinical decision-making and leadership, and some pathways lead towards specialist nurse certification.',
  ],
  [
    'MSc Pharmaceutical Sciences',
    "A bachelor's degree in pharmacy, chemistry, biology or a related subject.",
    'Students learn drug design, formulation, pharmaceutical analysis and clinical trial management. Laboratory research shows them the whole journey of a new medicine from discovery to market.',
  ],
  [
    'MSc Epidemiology',
    "A bachelor's degree in medicine, public health, statistics or the life sciences, with basic statistics.",
    'The course teaches study design, causal inference and statistical modelling, with analysis of real cohort data. Graduates do data-driven research for health authorities, research institutes and pharmaceutical companies.',
  ],
  [
    'Master of Health Administration',
    "A bachelor's degree; a background in health or management is preferred.",
    'The programme covers health economics, healthcare management, quality and safety, and health information systems. It prepares students for management roles in hospitals, health agencies and health businesses.',
  ],
  [
    'MSc Clinical Neuroscience',
    "A bachelor's degree in medicine, neuroscience, psychology or the life sciences.",
    'Modules cover the mechanisms of neurological disease, neuroimaging and clinical research methods. Students complete a project with a clinical research team, at the forefront of neurological medicine.',
  ],
  [
    'Master of Occupational Therapy',
    "A bachelor's degree in any subject; previous study of anatomy or psychology is an advantage.",
    'This graduate-entry programme trains students from other fields as occupational therapists, covering assessment, rehabilitation interventions and community practice. A set number of clinical placement hours must be completed.',
  ],
  [
    'PhD in Medical Sciences',
    "A master's degree in medicine or the life sciences, or a medical degree.",
    'Doctoral students do basic or translational research in oncology, immunology, cardiovascular medicine, neuroscience and more. Teaching hospitals and research institutes give access to clinical samples and research platforms.',
  ],
  [
    'PhD in Public Health',
    "A master's degree in public health, epidemiology or a related field.",
    'Research covers chronic disease prevention, health policy evaluation and environmental health. Doctoral students master advanced quantitative and qualitative methods and join multi-centre studies.',
  ],
  [
    'PhD in Nursing',
    "A master's degree in nursing, with clinical experience and a grounding in research.",
    'The programme trains researchers and educators in nursing science, in areas such as care of older people, chronic disease management and nursing education. Students write a thesis of practical relevance under supervision.',
  ],
];

const LAW: readonly Entry[] = [
  [
    'Bachelor of Laws',
    'Secondary school completion or equivalent, with outstanding reading, writing and English.',
    'The core subjects include contract, tort, criminal, constitutional and company law. The degree trains legal research, reasoning and advocacy, and students can take part in moot courts and law clinics.',
  ],
  [
    'BA Law and Criminology',
    'Secondary school completion or equivalent, with good written English.',
    'Legal foundations are combined with criminological theory to explore the causes of crime, criminal justice and social control. It suits students aiming for careers in the justice system, policing and social services.',
  ],
  [
    'LLB International and Comparative Law',
    'Secondary school completion or equivalent, strong English and an interest in different legal systems.',
    'Alongside the core of legal study, students compare the legal systems of different countries and learn public international law and international economic law. An exchange abroad can broaden their international perspective.',
  ],
  [
    'BA Criminology',
    'Secondary school completion or equivalent and a strong interest in social issues.',
    'Students learn criminological theory, punishment and rehabilitation, victimology and social research methods. Analysing real cases and statistics, they come to understand the relationship between crime and society.',
  ],
  [
    'Bachelor of Legal Studies',
    'Secondary school completion or equivalent, with good reading and writing in English.',
    'For students who want to understand the law without necessarily becoming lawyers, the degree covers legal foundations, business regulation and compliance. Graduates work in corporate legal and compliance teams and in public administration.',
  ],
  [
    'LLM International Commercial Law',
    "A bachelor's degree in law, or a degree in another subject with experience of legal work.",
    'The programme covers international sale of goods, international payments, cross-border investment and international arbitration. It suits students and lawyers who want to practise international commercial law.',
  ],
  [
    'LLM Intellectual Property Law',
    "A bachelor's degree in law; science and engineering graduates who have also studied law are welcome.",
    'Students learn the protection of patents, trade marks, copyright and trade secrets, and the new questions raised by digital technology. They analyse cross-border IP disputes and licensing deals.',
  ],
  [
    'LLM Banking and Finance Law',
    "A bachelor's degree in law and some understanding of financial markets.",
    'The course focuses on banking regulation, securities law, the structuring of financial transactions and financial crime. It suits students heading for the finance teams of law firms or the legal departments of financial institutions.',
  ],
  [
    'LLM Human Rights Law',
    "A bachelor's degree in law or a related social science.",
    'Students study international human rights treaties, regional human rights systems and human rights litigation. A law clinic or an internship with an international organisation gives practical experience.',
  ],
  [
    'LLM Dispute Resolution and Arbitration',
    "A bachelor's degree in law; practical experience is an advantage.",
    'The programme covers international commercial arbitration, investment arbitration, mediation and cross-border litigation. Mock arbitrations sharpen written submissions and oral advocacy.',
  ],
  [
    'LLM Technology and Data Protection Law',
    "A bachelor's degree in law and an interest in technology and the internet industry.",
    'Students learn data protection, cyber security regulation, AI governance and e-commerce law. Comparing regulatory models across jurisdictions prepares them for compliance work in technology companies.',
  ],
  [
    'MSc Criminology and Criminal Justice',
    "A bachelor's degree in the social sciences, law or psychology.",
    "The course teaches criminological theory, policing studies, criminal policy and research methods. Students write an independent dissertation on an important issue in today's criminal justice systems.",
  ],
  [
    'PhD in Law',
    "A master's degree in law, with strong academic writing and research skills.",
    'Doctoral students do independent research in international law, commercial law, constitutional law, legal theory and more. Research methods training and seminars support them in publishing high-quality work.',
  ],
  [
    'PhD in Criminology',
    "A master's degree in criminology, sociology, law or psychology.",
    'Research areas include youth crime, policing and community safety, and penal policy. Doctoral students master advanced research methods and collaborate with justice agencies.',
  ],
];

const EDUCATION: readonly Entry[] = [
  [
    'BA Education Studies',
    'Secondary school completion or equivalent and an interest in education and child development.',
    'The degree looks at education through philosophy, psychology and sociology, covering learning theory, education policy and comparative education. Graduates go on to teacher training or into education-related work.',
  ],
  [
    'Bachelor of Early Childhood Education',
    'Secondary school completion or equivalent, a love of working with children and good communication skills.',
    'Students learn about child development, play-based learning and working with families and communities, with placements in kindergartens. Graduates can seek early childhood teaching qualifications under local requirements.',
  ],
  [
    'Bachelor of Primary Education',
    'Secondary school completion or equivalent, with good English and mathematics.',
    'The course covers how to teach each primary subject, classroom management and assessment, with several school placements. Its aim is to produce qualified primary school teachers.',
  ],
  [
    'BSc Sport and Exercise Science',
    'Secondary school completion or equivalent, good biology and a passion for sport.',
    'Students learn exercise physiology, biomechanics, sport psychology and strength and conditioning. Testing and analysing performance in the sports laboratory leads to careers in sport, health and coaching.',
  ],
  [
    'BA Special and Inclusive Education',
    'Secondary school completion or equivalent, with patience and empathy.',
    'The course focuses on identifying and supporting special educational needs, designing inclusive classrooms and the policies behind them. Placements in schools and community organisations teach students to support learners with different needs.',
  ],
  [
    'MA TESOL',
    "A bachelor's degree in English, education, linguistics or a related subject, with excellent English.",
    'Modules cover second language acquisition, English language teaching methods, course design and language testing. Teaching observation and practice make it a good choice for those who want to teach English.',
  ],
  [
    'MA Education',
    "A bachelor's degree; a background in education or teaching experience is preferred.",
    'Students choose from pathways such as education policy, curriculum and pedagogy, and educational psychology. The degree ends with a dissertation based on empirical research.',
  ],
  [
    'MSc Educational Technology',
    "A bachelor's degree in education, computing, design or a related subject.",
    'The course explores digital learning design, online education platforms, learning analytics and AI in education. Students design and evaluate a digital learning product of their own.',
  ],
  [
    'Master of Teaching (Secondary)',
    "A bachelor's degree with enough study in the subjects to be taught.",
    'This initial teacher education programme prepares graduates to teach in secondary schools, through subject teaching methods and several school placements. Graduates can register as teachers under local rules.',
  ],
  [
    'MEd Educational Leadership',
    "A bachelor's degree, usually with teaching or education management experience.",
    "The course focuses on school leadership, educational change, teachers' professional development and evaluation. It suits educators preparing for middle or senior leadership in schools.",
  ],
  [
    'MA Applied Linguistics and Second Language Acquisition',
    "A bachelor's degree in linguistics, English, education or a related subject.",
    'Students learn theories of language acquisition, corpus linguistics, discourse analysis and research methods. Graduates work in language teaching, materials development and language research.',
  ],
  [
    'MA Early Childhood Education',
    "A bachelor's degree in early childhood education, psychology or a related subject.",
    'The course explores early learning, theories of play and early childhood policy. Students complete a research project grounded in their own observations in settings.',
  ],
  [
    'PhD in Education',
    "A master's degree in education or a related field, with training in research methods.",
    'Doctoral students research education policy, language education, higher education, educational psychology and more. Structured research methods courses and academic writing support are provided.',
  ],
  [
    'Doctor of Education',
    "A master's degree and several years of experience working in education.",
    'The EdD is a professional doctorate for practising educators, with research aimed at solving problems in educational practice. Teaching is usually delivered in intensive blocks combined with remote supervision.',
  ],
];

const ARTS_HUMANITIES: readonly Entry[] = [
  [
    'BA English Literature',
    'Secondary school completion or equivalent, with excellent reading and writing in English.',
    'The degree ranges across literature in English from the medieval period to the present, and introduces literary theory and criticism. Wide reading and regular writing develop critical thinking and clear expression.',
  ],
  [
    'BA History',
    'Secondary school completion or equivalent, a love of reading and good writing skills.',
    'Students study ancient, early modern and modern world history, learning to analyse sources and build arguments. They choose special subjects and write a dissertation based on primary sources.',
  ],
  [
    'BA Philosophy',
    'Secondary school completion or equivalent, with strong logical and critical thinking.',
    'Modules cover ethics, epistemology, metaphysics, logic and the history of philosophy. The analytical and argumentative skills philosophy trains are valued in law, consulting and public affairs.',
  ],
  [
    'BA (Hons) Fine Art',
    'Secondary school completion or an art foundation course, and a portfolio.',
    'Students are encouraged to develop their own artistic language across painting, sculpture, installation and moving image. Each has a studio space and shows their work at the degree show.',
  ],
  [
    'BA Linguistics',
    'Secondary school completion or equivalent and an interest in how language is structured and used.',
    'Students learn phonetics, syntax, semantics, sociolinguistics and psycholinguistics, analysing language with scientific methods. Graduates go into language education, language technology and related fields.',
  ],
  [
    'BA Art History',
    'Secondary school completion or equivalent and a strong interest in art and culture.',
    'From classical to contemporary art, students learn to analyse images and understand works in their historical context. Teaching takes place in museums and galleries as well as the classroom.',
  ],
  [
    'Bachelor of Fine Arts in Painting',
    'Secondary school completion or equivalent, and a portfolio of paintings.',
    'The course gives a thorough training in life drawing, colour, materials and techniques, and ideas in contemporary painting. With guidance from tutors, students develop a personal style and exhibit in an annual group show.',
  ],
  [
    'MA Translation and Interpreting',
    "A bachelor's degree with excellent Chinese and English; a language test is usually required.",
    'The programme trains written translation, consecutive and simultaneous interpreting, and covers translation technology and professional practice. Students practise in professional interpreting booths to prepare for careers in language services.',
  ],
  [
    'MA History of Art and Visual Culture',
    "A bachelor's degree in art history, the humanities or a related subject.",
    'The course explores what artworks, photography, film and digital images mean in society. Students research museum collections and write a dissertation.',
  ],
  [
    'MA English Literature',
    "A bachelor's degree in English literature or a related humanities subject, with strong academic writing.",
    'Pathways run from the Renaissance to contemporary literature, with an emphasis on reading theory and close reading. The degree is a foundation for a PhD or for work in publishing and culture.',
  ],
  [
    'MA Philosophy',
    "A bachelor's degree in philosophy or a related subject.",
    'Graduate seminars cover ethics, political philosophy, philosophy of mind and more. Students write an independent philosophical dissertation that builds their research skills.',
  ],
  [
    'MA Arts and Cultural Management',
    "A bachelor's degree; experience in the arts, culture or management is an advantage.",
    'Students learn to manage arts organisations, cultural policy, fundraising and audience development. A placement with a museum, theatre or festival is part of the course.',
  ],
  [
    'MFA Fine Art',
    "A bachelor's degree in art, a portfolio and an interview.",
    'Studio practice is at the centre of the programme, supported by critical seminars and residencies. With tutors and visiting artists, students develop a mature practice of their own.',
  ],
  [
    'MA Creative Writing',
    "A bachelor's degree and a writing sample.",
    'Teaching is mostly by workshop, across fiction, poetry and non-fiction. Students complete a portfolio or a longer work and learn how publishing works.',
  ],
  [
    'PhD in History',
    "A master's degree in history or a related subject, with experience of research in primary sources.",
    'Doctoral students carry out in-depth archival research on a period or theme under supervision. Funding is available for archive visits and academic exchange.',
  ],
  [
    'PhD in Linguistics',
    "A master's degree in linguistics or a related subject.",
    'Research areas include theoretical, experimental, socio- and computational linguistics. Doctoral students can use phonetics laboratories and corpus resources.',
  ],
  [
    'PhD in English Literature',
    "A master's degree in English or comparative literature, with excellent academic writing.",
    'The programme supports research from medieval to contemporary literature and literary theory. Doctoral students take part in seminars and conferences and do some undergraduate teaching.',
  ],
];

const SOCIAL_SCIENCES: readonly Entry[] = [
  [
    'BSc Psychology',
    'Secondary school completion or equivalent, with good mathematics and biology.',
    'The degree covers cognitive, developmental, social, biological and clinical psychology, with training in experimental design and statistics. Some programmes are accredited by professional psychological societies, opening the way to further training.',
  ],
  [
    'BA Sociology',
    'Secondary school completion or equivalent and a curiosity about how society works.',
    'Students learn social theory, social stratification, urban sociology and social research methods. Through fieldwork, they learn to understand society with qualitative and quantitative methods.',
  ],
  [
    'BA International Relations',
    'Secondary school completion or equivalent, an interest in world affairs and good writing skills.',
    "The course covers international relations theory, global governance, foreign policy and international security. Model United Nations and internships with international organisations broaden students' horizons.",
  ],
  [
    'BA Politics',
    'Secondary school completion or equivalent, with good reading and writing.',
    'Students study comparative politics, political theory, public policy and political economy. They learn to analyse political institutions and policy-making and sharpen their argument and research skills.',
  ],
  [
    'BSc (Hons) Social Work',
    'Secondary school completion or a foundation year; an interview is usually required and volunteering experience is an advantage.',
    'The course teaches social work theory, casework and community methods, and social policy and law. Students complete placements in social care organisations and can register as social workers after graduating, under local rules.',
  ],
  [
    'Bachelor of Arts in Anthropology',
    'Secondary school completion or equivalent and curiosity about other cultures and societies.',
    'The degree introduces social and cultural anthropology along with archaeology and biological anthropology, with particular weight on ethnographic methods. Students learn to understand the diversity of human societies from a cross-cultural perspective.',
  ],
  [
    'BSc Human Geography',
    'Secondary school completion or equivalent, with good results in geography or the social sciences.',
    'The course studies the social side of urbanisation, migration, regional development and environmental change. Students take part in field trips and learn spatial analysis tools such as GIS.',
  ],
  [
    'Bachelor of Public Policy',
    'Secondary school completion or equivalent and an interest in public affairs.',
    'Students learn policy analysis, public economics, public management and policy evaluation. Writing policy briefs on real issues builds the ability to solve public problems.',
  ],
  [
    'MSc Psychology (Conversion)',
    "A good bachelor's degree in a subject other than psychology, with basic statistics.",
    'The programme gives graduates from other fields a thorough training in the core of psychology: cognitive, developmental, social and biological. Some courses are recognised by professional psychological societies, which makes further training easier.',
  ],
  [
    'MSc Developmental Psychology',
    "A bachelor's degree in psychology, with a grounding in research methods and statistics.",
    'The course explores cognitive, emotional and social development from infancy to adolescence. Students join research projects in a child development lab.',
  ],
  [
    'MA International Relations',
    "A bachelor's degree in politics, international relations or a related social science.",
    'Students study international relations theory, great-power relations, international security and global governance. They can specialise in a region and write a dissertation.',
  ],
  [
    'MSc Social Policy',
    "A bachelor's degree in a social science.",
    'The course analyses welfare systems, pensions and health policy, and education and employment policy. Training in comparative research and policy evaluation prepares students for policy research and public service.',
  ],
  [
    'Master of Public Policy',
    "A bachelor's degree; experience in government, non-profit or consulting work is an advantage.",
    'Economics, data analysis and public management come together to build skills in designing and delivering policy. In the second year students advise a real client on a policy question.',
  ],
  [
    'Master of Public Administration',
    "A bachelor's degree, usually with some experience in the public sector or in management.",
    'The programme covers public finance, organisational management, leadership and innovation in governance. It helps managers in the public and non-profit sectors broaden their management skills.',
  ],
  [
    'MSc Organisational Psychology',
    "A bachelor's degree in psychology or business.",
    'Psychology is applied to the workplace: assessment, motivation, leadership and organisational change. Graduates work in talent assessment, organisational development and consulting.',
  ],
  [
    'Master of Social Work',
    "A bachelor's degree in any subject; experience in social services is an advantage.",
    'This professional qualifying programme covers clinical social work, community development and social policy. Students complete extended placements with social work agencies.',
  ],
  [
    'PhD in Psychology',
    "A master's degree in psychology, or an excellent bachelor's degree with research experience.",
    'Research areas include cognitive neuroscience and developmental, social and clinical psychology. Doctoral students can use brain imaging and behavioural testing facilities.',
  ],
  [
    'PhD in Sociology',
    "A master's degree in sociology or a related social science.",
    'Doctoral students research social inequality, migration, family, cities and more. Advanced training in quantitative and qualitative methods is provided.',
  ],
  [
    'PhD in Political Science',
    "A master's degree in political science, international relations or a related subject.",
    'The programme spans comparative politics, international relations, political theory and political methodology. After coursework and qualifying exams, students move on to their dissertation research.',
  ],
];

const MEDIA: readonly Entry[] = [
  [
    'BA Journalism',
    'Secondary school completion or equivalent, excellent writing and a keen interest in current affairs.',
    'Students learn to interview, write, edit and report across media, and study journalism ethics and media law. They publish real stories through student media.',
  ],
  [
    'BA Media and Communication',
    'Secondary school completion or equivalent and an interest in media and culture.',
    'The degree examines the media industries, audiences and media effects in theory and practice. Students choose a content production or a media research pathway and become all-round communicators.',
  ],
  [
    'BA (Hons) Film and Television Production',
    'Secondary school completion or a foundation year; a portfolio or an interview is usually required.',
    'The course covers screenwriting, directing, cinematography, editing and producing, with access to professional studios and post-production suites. Students gain hands-on experience by making short films in teams.',
  ],
  [
    'Bachelor of Public Relations and Advertising',
    'Secondary school completion or equivalent, with good communication skills and creativity.',
    'Students learn brand communication, advertising creativity, media planning and crisis communication. They produce campaigns for real clients and can enter industry creative awards.',
  ],
  [
    'BA Digital Media',
    'Secondary school completion or equivalent and an interest in creating content for new media.',
    'The course combines video production, interaction design, web development and social media management. Students learn to tell stories with digital tools and build a portfolio of their own.',
  ],
  [
    'BA Digital Marketing and Social Media',
    'Secondary school completion or equivalent and familiarity with social media.',
    'Students learn content marketing, search and social advertising, analytics and influencer marketing. They run real accounts and measure how well their content performs.',
  ],
  [
    'MA Journalism',
    "A bachelor's degree with excellent written English; media experience is an advantage.",
    'Taught in a newsroom setting, the course trains investigative reporting, data journalism and multi-platform production. Students finish with a portfolio of in-depth reporting.',
  ],
  [
    'MA Media and Communications',
    "A bachelor's degree in media, the social sciences or the humanities.",
    'The course explores media theory, platform economies, communication policy and audience research. Students apply research methods to contemporary media and write a dissertation.',
  ],
  [
    'MSc Strategic Communication',
    "A bachelor's degree; a background in communication, business or a related field is preferred.",
    'Students learn organisational communication, brand strategy, reputation management and how to measure the impact of communication. Company cases train professionals who can set communication strategy for an organisation.',
  ],
  [
    'MA Film Studies',
    "A bachelor's degree in film, media, the humanities or a related subject.",
    "Modules cover film theory, film history, world cinema and the screen industries. Film festivals and archive events broaden students' academic and professional horizons.",
  ],
  [
    'MA Public Relations',
    "A bachelor's degree, with good writing and communication skills.",
    'Students learn PR planning, media relations, crisis communication and digital PR. They complete a practical project with a PR agency or a company.',
  ],
  [
    'MA Advertising and Brand Communication',
    "A bachelor's degree in media, design, business or a related subject.",
    'The course focuses on advertising creativity, brand storytelling, consumer insight and integrated marketing communication. Students work in creative teams to deliver a complete brand campaign.',
  ],
  [
    'MA International Communication',
    "A bachelor's degree in media, languages or the social sciences.",
    "The course explores the global media landscape, intercultural communication and international public opinion. Students compare different countries' media systems and research communication across cultures.",
  ],
  [
    'PhD in Media and Communication',
    "A master's degree in media or a related social science, with a grounding in research methods.",
    'Doctoral students research digital media, political communication, media cultures and more. Interdisciplinary work is encouraged, and students are supported to present at international conferences.',
  ],
  [
    'PhD in Journalism Studies',
    "A master's degree in journalism or media; experience as a journalist is an advantage.",
    'Research areas include news production, trust in media, data journalism and journalism ethics. Doctoral students often work with news organisations on research of practical relevance.',
  ],
];

const ARCHITECTURE_DESIGN: readonly Entry[] = [
  [
    'BA Architecture',
    'Secondary school completion or equivalent, a portfolio, and good mathematics and art.',
    'The design studio is at the heart of the course, supported by architectural history, construction technology and environmental design. The degree is usually the first stage towards qualifying as an architect.',
  ],
  [
    'BA (Hons) Interior Design',
    'Secondary school completion or an art foundation course, and a portfolio.',
    'Students learn space planning, materials and lighting, furniture design and sustainable interiors. Projects range across homes, commercial spaces and public buildings.',
  ],
  [
    'BDes Product Design',
    'Secondary school completion or equivalent, and a portfolio.',
    'The course covers design thinking, form and materials, ergonomics and prototyping. With 3D printers and workshop facilities, students turn ideas into products people can use.',
  ],
  [
    'BA Graphic Design',
    'Secondary school completion or equivalent, and a portfolio.',
    'Students train in typography, layout, brand identity and illustration. Live client projects help them build a distinctive portfolio.',
  ],
  [
    'BA Fashion Design',
    'Secondary school completion or an art foundation course, and a portfolio.',
    'The course covers garment construction, textile research, fashion illustration and collection design. Students present a complete collection of their own at graduation.',
  ],
  [
    'BA Animation',
    'Secondary school completion or equivalent, and a portfolio of drawing or animation.',
    'Students learn 2D and 3D animation, character design, storyboarding and the animation production pipeline. They make animated short films on their own or in teams.',
  ],
  [
    'BSc Urban Planning',
    'Secondary school completion or equivalent, with good geography or mathematics.',
    'The course teaches urban design, land-use planning, transport planning and planning law. Students use GIS to draw up plans for real sites.',
  ],
  [
    'Master of Architecture',
    "A bachelor's degree in architecture and a design portfolio.",
    'Advanced design studios are at the core, exploring the city, technology and sustainable architecture. The degree is usually the professional qualification needed to register as an architect.',
  ],
  [
    'MA Interaction Design',
    "A bachelor's degree in design, computing or a related subject, and a portfolio.",
    'Students learn user experience research, interactive prototyping, service design and designing for emerging technologies. They take on design projects with partner companies.',
  ],
  [
    'Master of Urban Planning',
    "A bachelor's degree in planning, architecture, geography or a related subject.",
    'The programme covers planning theory, urban economics, environmental planning and community engagement. Some programmes are accredited by professional planning bodies, which helps graduates qualify to practise.',
  ],
  [
    'MA Urban Design',
    "A bachelor's degree in architecture, planning or landscape architecture, and a portfolio.",
    'The course focuses on public space, neighbourhood regeneration and urban form. Students carry out design research in a real part of a city.',
  ],
  [
    'MA Fashion Marketing and Management',
    "A bachelor's degree in fashion, design, business or a related subject.",
    'Students learn fashion brand management, retail strategy, consumer trends and sustainable fashion. They carry out market research and a marketing plan for a fashion brand.',
  ],
  [
    'Master of Landscape Architecture',
    "A bachelor's degree in landscape architecture, architecture, planning or a related subject, and a portfolio.",
    'The course covers landscape design, ecological planning, planting and site engineering. Projects range in scale from a garden to a whole region.',
  ],
  [
    'MSc Sustainable Building Design',
    "A bachelor's degree in architecture, the built environment or engineering.",
    'Students learn building energy simulation, passive design, the life cycle of building materials and green building assessment. Simulation software is used to improve how buildings perform.',
  ],
  [
    'MDes Industrial Design',
    "A bachelor's degree in industrial design, product design or a related subject, and a portfolio.",
    'The course emphasises design research, advanced manufacturing and managing design innovation. Students complete a full project from research to prototype.',
  ],
  [
    'PhD in Architecture',
    "A master's degree in architecture or a related subject, with research experience.",
    'Research areas include architectural history and theory, building technology, sustainable design and digital fabrication. Doctoral students can draw on laboratories and design studios.',
  ],
  [
    'PhD in Design',
    "A master's degree in design or a related subject, with a research proposal and a portfolio.",
    'The programme supports practice-based design research as well as design theory. Doctoral students explore the role of design in social innovation, health and technology.',
  ],
];

const AGRICULTURE_ENVIRONMENT: readonly Entry[] = [
  [
    'BSc Environmental Science',
    'Secondary school completion or equivalent, with good chemistry, biology or geography.',
    'The degree studies the atmosphere, water, soils and ecosystems, and teaches environmental monitoring and pollution control. Students take part in fieldwork and laboratory analysis.',
  ],
  [
    'Bachelor of Agricultural Science',
    'Secondary school completion or equivalent, with good chemistry and biology.',
    'The course covers crop science, soil science, animal science and agricultural economics. Work on a teaching farm introduces modern farming and its technology.',
  ],
  [
    'BSc Food Science and Nutrition',
    'Secondary school completion or equivalent, with good chemistry and biology.',
    'Students learn food chemistry, food microbiology, food processing and human nutrition. Graduates work in food product development, quality management and nutrition advice.',
  ],
  [
    'BSc Geography',
    'Secondary school completion or equivalent, with good geography and mathematics.',
    'Physical and human geography are taught together, from landforms and climate to cities and regional development. Students learn spatial technologies such as remote sensing and GIS.',
  ],
  [
    'Bachelor of Veterinary Science',
    'Secondary school completion with excellent chemistry and biology; experience with animals is an advantage.',
    'The course covers animal anatomy, physiology, pathology and clinical medicine, with rotations in veterinary hospitals. Graduates can register as veterinarians under local regulations.',
  ],
  [
    'BSc Environmental Management',
    'Secondary school completion or equivalent and an interest in protecting the environment.',
    'Students learn environmental policy, environmental impact assessment, resource management and corporate sustainability. The course is about finding the balance between economic development and environmental protection.',
  ],
  [
    'BSc Forestry',
    'Secondary school completion or equivalent, good biology and a liking for outdoor work.',
    'The degree covers forest ecology, silviculture, forest inventory and sustainable forest management. Students complete field placements in working forests.',
  ],
  [
    'MSc Climate Change and Sustainability',
    "A bachelor's degree in environmental science, geography, engineering, economics or a related subject.",
    'The programme covers climate science, mitigation and adaptation, carbon management and climate policy. In interdisciplinary projects, students assess the climate risks of a real region and how to respond to them.',
  ],
  [
    'MSc Food Safety and Quality',
    "A bachelor's degree in food science, biology, chemistry or a related subject.",
    'Students learn food safety risk assessment, quality management systems, food law and testing methods. Graduates work for food companies, testing laboratories and regulators.',
  ],
  [
    'MSc Agricultural Economics',
    "A bachelor's degree in economics, agriculture or a related subject, with basic econometrics.",
    'The course studies agricultural markets, farm policy, food security and rural development. Students use econometric methods to evaluate the effects of agricultural policy.',
  ],
  [
    'MSc Environmental Engineering',
    "A bachelor's degree in environmental, civil or chemical engineering or a related subject.",
    'Modules cover water treatment, air pollution control, solid waste management and remediation. Students complete an experimental or design project on a real environmental engineering problem.',
  ],
  [
    'MSc Sustainable Agriculture',
    "A bachelor's degree in agriculture, biology, environmental science or a related subject.",
    'The programme explores precision agriculture, agroecology, soil health and greenhouse gas emissions from farming. Students can do research on trial fields and at field stations.',
  ],
  [
    'Master of Environmental Management',
    "A bachelor's degree in any subject; environment-related experience is an advantage.",
    'Students learn environmental planning, environmental economics, corporate environmental management and sustainability reporting. An internship or research project in the second year leads into environmental and consulting careers.',
  ],
  [
    'MSc Geographic Information Systems',
    "A bachelor's degree in geography, surveying, environmental science, computing or a related subject.",
    'The course teaches spatial databases, remote sensing image processing, spatial analysis and cartographic visualisation. Students build applied projects with leading GIS software and programming tools.',
  ],
  [
    'PhD in Environmental Science',
    "A master's degree in environmental science or a related field, with field or laboratory research experience.",
    'Research areas include pollution, ecological restoration, the impacts of climate change and biodiversity conservation. Doctoral students join long-term projects with interdisciplinary research teams.',
  ],
  [
    'PhD in Agricultural Sciences',
    "A master's degree in agriculture, plant science, animal science or a related field.",
    'The programme supports research in crop breeding, plant protection, animal nutrition and smart farming. Doctoral students have greenhouses, trial fields and molecular laboratories at their disposal.',
  ],
  [
    'PhD in Food Science',
    "A master's degree in food science, chemistry or biology.",
    'Research covers functional foods, food processing technology, food microbiology and nutrition and health. Doctoral students often work on joint research with food companies.',
  ],
];

const MUSIC_PERFORMING_ARTS: readonly Entry[] = [
  [
    'Bachelor of Music in Performance',
    'Secondary school completion or equivalent and a successful performance audition.',
    'One-to-one lessons with a principal study teacher are at the core, alongside chamber music, orchestral playing, music theory and history. Students perform in assessed recitals every year and give a graduation recital.',
  ],
  [
    'BA Music',
    'Secondary school completion or equivalent, some instrumental or vocal ability and knowledge of music theory.',
    'The degree combines performance, composition and musicology, and students shape their own mix of courses. Graduates go into music education, performance and the creative industries.',
  ],
  [
    'BA (Hons) Acting',
    'Secondary school completion or a foundation year and a successful acting audition.',
    'The course gives a thorough training in acting technique, voice and movement, for stage, screen and new media. Students perform in several full productions in the school theatre.',
  ],
  [
    'BA Dance',
    'Secondary school completion or equivalent and a successful dance audition.',
    'Students train in contemporary dance, ballet and choreography, and study dance history and theory. They create and perform original dance works.',
  ],
  [
    'BMus Composition',
    'Secondary school completion or equivalent, a portfolio of compositions and an interview.',
    "The course covers harmony, counterpoint, orchestration and contemporary techniques, with classes in electronic music and scoring for film and media. Student works may be played by the school's own ensembles.",
  ],
  [
    'BSc Music Technology',
    'Secondary school completion or equivalent, good mathematics and an interest in music production.',
    'Recording engineering, acoustics, audio programming and music production come together in this degree. Students record and mix projects in professional studios.',
  ],
  [
    'BA Theatre and Performance',
    'Secondary school completion or equivalent; experience in theatre is an advantage.',
    'The course combines theatre theory, playwriting, directing and stagecraft. Students devise and stage original productions in teams.',
  ],
  [
    'MMus Performance',
    "A bachelor's degree in music performance and a live or recorded audition.",
    'Intensive one-to-one lessons and performance practice are at the heart of the programme, with solo, chamber and orchestral opportunities. Students give a final recital.',
  ],
  [
    'MA Music Business',
    "A bachelor's degree; experience in music or the creative industries is an advantage.",
    'Students learn copyright and licensing, artist management, live music operations and digital distribution. A practical project is carried out with a record label or a promoter.',
  ],
  [
    'MMus Composition',
    "A bachelor's degree in composition or music, and a portfolio.",
    'Under the guidance of a supervisor, composers deepen their own voice and workshop new pieces with professional performers. The course covers vocal, instrumental and multimedia composition.',
  ],
  [
    'MA Musicology',
    "A bachelor's degree in music or a related humanities subject.",
    'Modules cover historical musicology, ethnomusicology and music analysis. Students write a research dissertation that lays the ground for a PhD.',
  ],
  [
    'MA Theatre Directing',
    "A bachelor's degree in theatre or practical theatre experience, and an interview.",
    'Students train in script analysis, working with actors and staging, and direct a production of their own. Visiting directors lead workshops during the year.',
  ],
  [
    'MFA Acting',
    "A bachelor's degree, acting experience and a successful audition.",
    'The programme is an intensive actor training across classical and contemporary repertoire, screen acting and voice. It ends with a showcase for the industry.',
  ],
  [
    'MA Sound Design',
    "A bachelor's degree in music, media, audio engineering or a related subject.",
    'Students learn sound design for film and games, spatial audio and interactive sound. They complete several sound design pieces in professional audio facilities.',
  ],
  [
    'PhD in Music',
    "A master's degree in music or a related subject, and a research proposal.",
    'The programme supports research in musicology and composition as well as practice-based research. Doctoral students can draw on music libraries and performance resources.',
  ],
  [
    'Doctor of Musical Arts',
    "A master's degree in performance or composition and a high-level audition or portfolio review.",
    'This professional doctorate for leading performers and composers requires several recitals or portfolio presentations and a research paper. Graduates often teach in conservatoires or perform professionally.',
  ],
];

export const PROGRAMME_EN: Record<string, ProgrammeEnglish> = Object.fromEntries(
  [
    ...BUSINESS,
    ...ECONOMICS,
    ...ENGINEERING,
    ...COMPUTING,
    ...SCIENCE,
    ...HEALTH,
    ...LAW,
    ...EDUCATION,
    ...ARTS_HUMANITIES,
    ...SOCIAL_SCIENCES,
    ...MEDIA,
    ...ARCHITECTURE_DESIGN,
    ...AGRICULTURE_ENVIRONMENT,
    ...MUSIC_PERFORMING_ARTS,
  ].map(([name, background, intro]) => [name, { background, intro }]),
);
