// The terms of service, version 2026-11-28 (the first published text), in Chinese and English.
// A published text is never edited: a change is a new file with a new version in index.ts.
import type { PolicyText } from './types';

export const terms20261128: PolicyText = {
  kind: 'terms',
  version: '2026-11-28',
  effectiveDate: '2026-11-28',
  changes: { cn: [], en: [] },
  cn: {
    title: '用户协议',
    sections: [
      {
        heading: '一、协议双方与服务',
        body:
          '本协议是您与本平台运营方（以下称“我们”）之间关于使用本平台的约定。本平台提供院校与专业查询、留学咨询、申请档案填写与提交、服务合同签署与支付等服务。\n' +
          '注册时勾选同意即表示您已阅读并接受本协议和《隐私政策》。',
      },
      {
        heading: '二、账号',
        body: '您可以用手机号或邮箱注册。请妥善保管密码和验证码，不要转借账号；发现账号被他人使用时请立即修改密码并联系我们。通过您的账号进行的操作视为您本人的操作。',
      },
      {
        heading: '三、您提供的信息',
        body:
          '请保证档案和材料真实、准确、完整。院校会依据您提供的信息作出录取决定，虚假材料可能导致申请被拒或录取被撤销，相应后果由提供者承担。\n' +
          '为未成年人填写档案时，请在监护人知情和同意下进行；不满十四周岁的学生须经监护人同意后方可提交。',
      },
      {
        heading: '四、留学申请',
        body: '我们按您的选择准备并提交申请，提交前会单独征得您向境外院校提供个人信息的同意。录取与否由各院校决定，我们不承诺录取结果。院校的申请要求、截止日期和费用以院校公布为准。',
      },
      {
        heading: '五、服务合同与费用',
        body: '付费服务以您签署的服务合同为准，合同约定的服务内容、费用、退款规则优先于本协议。支付通过第三方支付机构完成，我们不保存完整的银行卡信息。',
      },
      {
        heading: '六、使用规范',
        body: '不得利用本平台从事违法活动、冒用他人身份、上传侵犯他人权利的内容、干扰平台正常运行或批量抓取数据。违反者我们可以限制或停止其账号的使用，并依法追究责任。',
      },
      {
        heading: '七、知识产权',
        body: '平台上的文章、案例、院校资料等内容的权利归我们或原权利人所有，未经许可不得商业使用。您上传的材料仍归您所有，您授权我们为提供服务而使用。',
      },
      {
        heading: '八、责任',
        body: '我们尽力保证服务连续、信息准确，但院校信息可能变动，请以院校官方发布为准。因不可抗力、第三方原因或您自身原因造成的损失，我们在法律允许的范围内不承担责任。',
      },
      {
        heading: '九、注销账号',
        body: '您可以随时在个人中心“隐私与数据”中注销账号。注销后账号和草稿等信息将被删除，已签署的合同按《隐私政策》保留精简后的记录。',
      },
      {
        heading: '十、协议的变更',
        body: '本协议的每次变更都会以新版本发布（以生效日期为版本号），旧版本仍可查阅。内容变化后，您下次登录时需要阅读并同意新版本才能继续使用账号；不同意的，可以注销账号。',
      },
      {
        heading: '十一、法律适用与争议',
        body: '本协议适用中华人民共和国法律。发生争议时双方先协商解决；协商不成的，可向本平台运营方所在地有管辖权的人民法院起诉。',
      },
      {
        heading: '十二、联系我们',
        body: '如对本协议有任何疑问，请联系本平台运营方（邮箱：service@portal.example）。',
      },
    ],
  },
  en: {
    title: 'Terms of Service',
    sections: [
      {
        heading: '1. The parties and the service',
        body:
          'These terms are the agreement between you and the operator of this portal ("we") on the use of the portal. The portal offers university and major search, study-abroad consultation, filling in and submitting application files, and signing and paying for service contracts.\n' +
          'Ticking the box at registration means you have read and accept these terms and the Privacy Policy.',
      },
      {
        heading: '2. Your account',
        body: 'You register with a phone number or an email. Keep your password and codes safe and do not lend your account; if someone else uses it, change the password at once and contact us. What is done through your account counts as done by you.',
      },
      {
        heading: '3. The information you give',
        body:
          'Keep your files and documents true, accurate and complete. Universities decide on the information you give; false documents may lead to a refusal or a withdrawn offer, and whoever supplied them bears the consequences.\n' +
          "Fill in a minor's file with the guardian's knowledge and consent; a file of a student under 14 can be submitted only after a guardian consents.",
      },
      {
        heading: '4. Applications',
        body: "We prepare and submit applications as you choose, and before submitting we ask for your separate consent to send your personal information to the universities abroad. Each university decides on admission; we do not promise any outcome. A university's requirements, deadlines and fees are as it publishes them.",
      },
      {
        heading: '5. Service contracts and fees',
        body: 'Paid services follow the service contract you sign; its services, fees and refund rules prevail over these terms. Payments are made through licensed payment institutions, and we do not keep full card details.',
      },
      {
        heading: '6. Acceptable use',
        body: "Do not use the portal for anything unlawful, impersonate others, upload content that infringes others' rights, disturb the portal or scrape it in bulk. We may limit or stop an account that does, and pursue liability under the law.",
      },
      {
        heading: '7. Intellectual property',
        body: 'Articles, cases, university data and other content of the portal belong to us or their owners and may not be used commercially without permission. The documents you upload remain yours; you allow us to use them to provide the service.',
      },
      {
        heading: '8. Liability',
        body: "We do our best to keep the service available and the information accurate, but university information changes: the university's own publication prevails. To the extent the law allows, we are not liable for losses caused by force majeure, third parties or your own actions.",
      },
      {
        heading: '9. Deleting the account',
        body: 'You can delete your account at any time in the personal centre, "Privacy & my data". The account, drafts and other data are then erased; a signed contract keeps a reduced record as the Privacy Policy describes.',
      },
      {
        heading: '10. Changes to these terms',
        body: 'Every change is published as a new version (numbered by its effective date) and earlier versions remain readable. After a change, your next sign-in asks you to read and accept the new version before you can continue; if you do not accept it, you may delete the account.',
      },
      {
        heading: '11. Law and disputes',
        body: "These terms are governed by the laws of the People's Republic of China. The parties first try to settle a dispute by negotiation; failing that, either may sue in the competent people's court where the operator is located.",
      },
      {
        heading: '12. Contact',
        body: 'For questions about these terms, contact the operator of this portal (email: service@portal.example).',
      },
    ],
  },
};
