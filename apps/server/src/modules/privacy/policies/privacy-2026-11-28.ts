// The privacy policy, version 2026-11-28 (the first published text), in Chinese and English.
// A published text is never edited: a change is a new file with a new version in index.ts.
import type { PolicyText } from './types';

export const privacy20261128: PolicyText = {
  kind: 'privacy',
  version: '2026-11-28',
  effectiveDate: '2026-11-28',
  changes: { cn: [], en: [] },
  cn: {
    title: '隐私政策',
    sections: [
      {
        heading: '一、我们是谁',
        body:
          '本平台是面向中国学生的留学申请服务平台，由本平台运营方（以下称“我们”）运营。本政策说明我们在您使用本平台时如何收集、使用、保存、向境外提供和保护您的个人信息，以及您如何行使自己的权利。\n' +
          '我们依据《中华人民共和国个人信息保护法》处理个人信息，并参照欧盟《通用数据保护条例》的相应要求。',
      },
      {
        heading: '二、我们收集哪些信息、为什么收集',
        body:
          '账号信息：手机号或邮箱、密码（仅保存不可逆的摘要）、姓名、就读学校。用于注册、登录、找回密码和账号安全通知。\n' +
          '学生档案：姓名、性别、出生日期、联系方式、教育经历、成绩、语言考试、家庭成员、意向院校与专业，以及您上传的材料。用于为您准备并提交留学申请。\n' +
          '合同与支付信息：服务合同、签署记录、支付订单。用于履行合同、开具凭证和处理退款。\n' +
          '使用与安全记录：登录时间、IP 地址、设备信息和操作日志。用于防止盗号和滥用、排查故障。\n' +
          '我们只收集实现上述目的所必需的信息，不会出售您的个人信息。',
      },
      {
        heading: '三、敏感个人信息',
        body:
          '以下信息属于敏感个人信息：身份证件（身份证、护照）及其扫描件、银行卡号及安全码（CVV）、学信网等教育平台的账号密码，以及不满十四周岁未成年人的全部个人信息。\n' +
          '这些信息一旦泄露可能损害您的人身或财产安全。我们只在申请确实需要时收集（例如院校要求核验身份、代缴申请费、代查学历），并在申请向导第一次需要它们的地方，单独说明用途并征得您的单独同意；不同意时不会保存这些信息，您仍可使用其他功能。\n' +
          '敏感个人信息加密保存，页面上只显示遮盖后的内容，不会写入日志；工作人员查看学生档案时均留有审计记录。',
      },
      {
        heading: '四、不满十四周岁的未成年人',
        body:
          '如果学生在填写当天不满十四周岁（按档案中的出生日期计算），提交档案前须由档案中登记的一位监护人（父母或其他法定监护人）同意：监护人填写姓名和关系，并通过发送到其手机的验证码确认。\n' +
          '未满十八周岁的学生签署服务合同时，监护人可以查看合同内容。监护人可以代为行使本政策所述的各项权利。',
      },
      {
        heading: '五、向境外院校提供个人信息',
        body:
          '留学申请需要把您的档案发送给您选择的境外院校。提交申请前，我们会单独征求您的同意，并逐一列明每个接收方的名称、所在国家或地区、联系方式，发送的信息种类（档案信息与所附材料），以及您向该接收方查询、更正、删除个人信息的方式。\n' +
          '未经您对某次提交的单独同意，我们不会把档案发送到境外。提交前撤回该同意，提交将被阻止；提交后撤回，我们会记录撤回并通知负责的工作人员，但已经发送给院校的信息由该院校依其规则处理，您可以直接联系该院校。',
      },
      {
        heading: '六、谁可以看到您的信息',
        body:
          '为您提供服务的顾问和工作人员按岗位权限查看档案，所有查看都有审计记录。短信、邮件和支付由相应的服务商代为完成，它们只获得完成该项服务所需的信息（例如手机号、订单金额），并受合同约束。\n' +
          '除上述情形及法律法规要求外，我们不会向第三方提供您的个人信息。',
      },
      {
        heading: '七、保存期限',
        body:
          '账号信息保存至您注销账号。\n' +
          '草稿档案：连续两年未被修改的草稿档案将被删除；删除前三十天，我们会向账号的邮箱或手机发送提醒，您在此期间登录或修改档案即可保留。\n' +
          '已签署的合同及其支付记录：按法律法规规定的期限保存；注销账号后只保留履行法定义务所必需的信息（如合同编号、签约方姓名、金额、签署和支付时间），其余个人信息删除。\n' +
          '安全日志保存不超过法律要求的期限，到期删除或匿名化。',
      },
      {
        heading: '八、您的权利',
        body:
          '查阅与复制：在个人中心“隐私与数据”中下载“我的数据”，获取我们保存的账号和学生档案的全部信息（JSON 文件及您上传的文件，打包为 zip）。\n' +
          '更正：档案中的字段可在规定允许的地方直接修改；已提交档案的锁定字段，可在页面上向工作人员提交更正申请并说明理由。\n' +
          '删除：在个人中心“隐私与数据”中注销账号，需输入验证码确认。账号、登录会话、草稿和文件将被删除；已签署合同按第七条保留精简后的记录，页面会明确告知。\n' +
          '撤回同意：敏感个人信息、向境外提供、监护人同意可在个人中心“隐私与数据”中随时撤回，撤回与同意一样简单；撤回不影响撤回前基于同意已进行的处理。《隐私政策》和《用户协议》是使用账号的前提，如需撤回请注销账号。',
      },
      {
        heading: '九、我们如何保护您的信息',
        body: '传输全程加密；密码只保存摘要；敏感字段加密保存并按最小必要原则限定可访问的人员；对异常登录进行限制和提醒；定期检查安全措施。如发生个人信息安全事件，我们会按法律要求告知您和主管部门。',
      },
      {
        heading: '十、政策的更新',
        body: '本政策每次更新都会发布新版本（以生效日期为版本号），旧版本仍可查阅。内容有变化时，您下次登录会看到更新内容并需要重新同意后才能继续使用账号。',
      },
      {
        heading: '十一、联系我们',
        body: '如对本政策或您的个人信息有任何问题、意见或投诉，请联系本平台运营方个人信息保护负责人（邮箱：privacy@portal.example）。我们会在十五个工作日内答复。您也可以向网信、市场监管等主管部门投诉。',
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    sections: [
      {
        heading: '1. Who we are',
        body:
          'This portal is a study-abroad application service for Chinese students, operated by the operator of this portal ("we"). This policy explains how we collect, use, keep, transfer abroad and protect your personal information when you use the portal, and how you exercise your rights.\n' +
          'We process personal information under the Personal Information Protection Law of the PRC (PIPL) and follow the corresponding rules of the EU General Data Protection Regulation.',
      },
      {
        heading: '2. What we collect and why',
        body:
          'Account: phone number or email, password (only an irreversible hash is kept), name, school. Used to register, sign in, reset the password and send security notices.\n' +
          'Student file: name, gender, date of birth, contact details, education, grades, language tests, family members, chosen universities and majors, and the documents you upload. Used to prepare and submit your applications.\n' +
          'Contracts and payments: service contracts, signing records, payment orders. Used to perform the contract, issue receipts and handle refunds.\n' +
          'Usage and security records: sign-in times, IP address, device and activity logs. Used to prevent account theft and abuse and to fix faults.\n' +
          'We collect only what these purposes need, and we never sell your personal information.',
      },
      {
        heading: '3. Sensitive personal information',
        body:
          'The following is sensitive personal information: identity documents (ID card, passport) and their scans, bank card number and security code (CVV), the password of an education portal such as CHSI, and all personal information of a child under 14.\n' +
          'Its leak could harm your safety or property. We collect it only where an application needs it (a university checks identity, an application fee is paid for you, a degree is verified), and we ask for your separate consent, with the purpose in plain words, where the application wizard first needs it. If you do not consent, it is not stored and you can still use the other features.\n' +
          'Sensitive information is stored encrypted, shown masked and never written to logs; every staff read of a student file is audited.',
      },
      {
        heading: '4. Children under 14',
        body:
          'If the student is under 14 on the day (from the date of birth in the file), a guardian registered in the file (a parent or other legal guardian) must consent before the file can be submitted: the guardian gives name and relation and confirms with a code sent to their phone.\n' +
          "When a student under 18 signs a service contract, the guardian is shown the contract. A guardian may exercise the rights in this policy on the child's behalf.",
      },
      {
        heading: '5. Transfer to universities abroad',
        body:
          'An application sends your file to the universities abroad that you choose. Before you submit, we ask for your separate consent and list each recipient: its name, country or region and contact details, what is sent (the file and its attachments), and how to ask that recipient to access, correct or delete your information.\n' +
          'Without your separate consent to a submission, nothing is sent abroad. Withdrawing it before submission blocks the submission; after submission the withdrawal is recorded and the staff in charge are told, while what a university already received is handled under its own rules, and you may contact it directly.',
      },
      {
        heading: '6. Who sees your information',
        body:
          'The consultants and staff who serve you see files according to their role, and every read is audited. Text messages, mails and payments are handled by service providers that receive only what that service needs (a phone number, an order amount) under contract.\n' +
          'Except for these cases and where the law requires, we do not give your personal information to third parties.',
      },
      {
        heading: '7. How long we keep it',
        body:
          'Account information is kept until you delete the account.\n' +
          "Draft files: a draft file not changed for 2 years is deleted; 30 days before, we send a warning to the account's email or phone, and signing in or editing the file keeps it.\n" +
          "Signed contracts and their payments are kept for the period the law requires; after the account is deleted only what that requires is kept (contract number, the parties' names, amounts, signing and payment times) and the rest of the personal information is deleted.\n" +
          'Security logs are kept no longer than the law requires, then deleted or anonymised.',
      },
      {
        heading: '8. Your rights',
        body:
          'Access and copy: in the personal centre, "Privacy & my data", download "my data": everything we hold about the account and its student files (a JSON file plus your uploaded files, zipped).\n' +
          'Correct: edit the fields of a file where the rules allow; for the locked fields of a submitted file, send staff a correction request with a reason from the page.\n' +
          'Delete: delete the account in "Privacy & my data", confirmed with a code. The account, its sessions, drafts and files are erased; a signed contract keeps the reduced record described in section 7, and the page says so.\n' +
          'Withdraw consent: the consents for sensitive information, transfer abroad and a guardian\'s consent can be withdrawn at any time in "Privacy & my data", as easily as they were given; withdrawal does not affect processing done before it. The Privacy Policy and Terms of Service are required for an account: they are withdrawn by deleting the account.',
      },
      {
        heading: '9. How we protect it',
        body: 'All traffic is encrypted; passwords are kept only as hashes; sensitive fields are encrypted and only the staff who need them can see them; unusual sign-ins are limited and reported; the measures are reviewed regularly. If a personal-information incident happens, we tell you and the authorities as the law requires.',
      },
      {
        heading: '10. Changes to this policy',
        body: 'Every change is published as a new version (numbered by its effective date) and earlier versions remain readable. When the text changes, your next sign-in shows the new version and asks for your consent before you can continue.',
      },
      {
        heading: '11. Contact',
        body: 'For questions, requests or complaints about this policy or your information, contact the personal-information officer of the operator of this portal (email: privacy@portal.example). We answer within 15 working days. You may also complain to the competent authorities.',
      },
    ],
  },
};
