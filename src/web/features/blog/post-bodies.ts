// The text of each blog post, as blocks the post page renders. Read only by the blog routes'
// loaders at build time (prerendering), so none of it ships in the pages' JavaScript.

export type PostBlock = { type: "p"; text: string } | { type: "h2"; text: string } | { type: "ul" | "ol"; items: string[] };

const p = (text: string): PostBlock => ({ type: "p", text });
const h2 = (text: string): PostBlock => ({ type: "h2", text });
const ul = (...items: string[]): PostBlock => ({ type: "ul", items });
const ol = (...items: string[]): PostBlock => ({ type: "ol", items });

export const postBodies: Readonly<Record<string, readonly PostBlock[]>> = {
  "taxa-de-engajamento-instagram": [
    p(
      "Número de curtidas sozinho engana: 500 curtidas são muito para um perfil de 5 mil seguidores e pouco para um de 500 mil. A taxa de engajamento resolve isso ao dividir as interações pelo tamanho do público, e por isso é a métrica mais usada para comparar períodos e perfis.",
    ),
    h2("A fórmula mais usada"),
    p(
      "Some a média de curtidas e a média de comentários das publicações recentes, divida pelo número de seguidores e multiplique por 100.",
    ),
    p(
      "Exemplo: um perfil com 20.000 seguidores teve, nas últimas publicações, média de 600 curtidas e 40 comentários. A taxa é (600 + 40) ÷ 20.000 × 100 = 3,2%.",
    ),
    h2("Por seguidores ou por alcance?"),
    p(
      "Também dá para dividir as interações pelo alcance de cada publicação. Essa versão mostra quanto engajaram as pessoas que de fato viram o conteúdo, mas o alcance só é visível para o dono da conta. A taxa por seguidores usa apenas dados públicos, então é a que permite comparar o seu perfil com os concorrentes. O ideal é acompanhar as duas: a por alcance para o seu conteúdo e a por seguidores para comparações.",
    ),
    h2("O que é uma boa taxa?"),
    p(
      "Não existe um número mágico. Perfis maiores costumam ter taxas menores, e cada nicho tem o seu padrão. Em vez de perseguir uma média da internet, compare o seu perfil com ele mesmo ao longo do tempo e com perfis do mesmo porte e do mesmo segmento. Uma taxa estável ou em alta é um bom sinal, mesmo que pareça baixa perto de outros mercados.",
    ),
    h2("Cuidados ao interpretar"),
    ul(
      "Sorteios e campanhas do tipo “comente para participar” inflam os comentários; analise esses posts à parte.",
      "Publicações impulsionadas recebem interações de quem não segue o perfil e distorcem a média.",
      "Poucas publicações deixam a média instável: um post que viralizou pode esconder uma queda nos demais.",
      "Compare sempre janelas iguais, por exemplo as últimas 30 publicações ou os últimos 30 dias.",
    ),
    h2("Como acompanhar no Inteligram"),
    p(
      "O dashboard calcula a taxa de engajamento pelas publicações mais recentes de cada perfil conectado, e o indicador de consistência de engajamento mostra se as interações são parecidas entre os posts ou dependem de poucos sucessos. Os dois juntos dizem se o resultado é sólido ou se foi sorte.",
    ),
  ],

  "melhor-horario-para-postar": [
    p(
      "Listas de “melhores horários para postar” circulam todo ano, mas são médias de milhares de perfis diferentes do seu. O horário que funciona para uma loja de roupas de São Paulo pode não servir para um criador de conteúdo de Manaus. O melhor guia é o histórico das suas próprias publicações.",
    ),
    h2("Use o histórico das suas publicações"),
    ol(
      "Reúna as publicações recentes com a data e a hora em que foram ao ar, no horário de Brasília.",
      "Para cada publicação, some curtidas e comentários.",
      "Agrupe as publicações pela hora de publicação e calcule a média de interações de cada hora.",
      "A hora com a maior média é o seu horário de pico. Desconfie de horas com apenas uma ou duas publicações.",
    ),
    h2("Cruze com os horários em que seus seguidores estão online"),
    p(
      "Contas profissionais veem, nos insights do Instagram, em que horas os seguidores costumam estar ativos. Se o seu horário de pico coincide com esse período, ótimo. Se não coincide, vale testar publicar um pouco antes do pico de atividade, quando o conteúdo ainda está fresco no feed.",
    ),
    h2("Teste por algumas semanas"),
    ol(
      "Escolha dois horários candidatos.",
      "Alterne entre eles por três ou quatro semanas, mantendo formatos e temas parecidos.",
      "Compare a média de interações de cada horário.",
      "Repita o teste a cada poucos meses: a rotina do seu público muda.",
    ),
    h2("Atenção aos fusos"),
    p(
      "O Brasil tem quatro fusos horários. Se o seu público está concentrado em outra região, leve isso em conta ao interpretar os horários e ao programar as publicações.",
    ),
    h2("Como o Inteligram calcula o horário de pico"),
    p(
      "O indicador de horário de pico olha as publicações recentes, calcula a média de curtidas mais comentários por hora de publicação no horário de São Paulo e mostra a hora com a maior média. Em caso de empate, vale a mais cedo.",
    ),
  ],

  "reels-carrossel-ou-foto": [
    p(
      "Todo mundo tem uma opinião sobre o formato que “o algoritmo prefere”. A pergunta que importa é outra: qual formato o seu público prefere? A resposta está nos seus números, desde que você compare do jeito certo.",
    ),
    h2("Monte a comparação"),
    ul(
      "Separe as publicações de um mesmo período por formato: foto, carrossel e vídeo (incluindo Reels).",
      "Calcule a média de curtidas mais comentários de cada formato.",
      "Para vídeos, olhe também as visualizações em relação ao número de seguidores.",
      "Tenha pelo menos cinco publicações de cada formato antes de tirar conclusões.",
    ),
    h2("Cuidado com a amostra"),
    p(
      "Um único Reels que viralizou pode puxar a média de todos os vídeos para cima. Quando houver um ponto muito fora da curva, compare também a mediana, o valor do meio da lista, que sofre menos com extremos.",
    ),
    h2("Vídeos alcançam quem ainda não segue você"),
    p(
      "Quando as visualizações de um vídeo passam do número de seguidores, ele chegou a pessoas de fora da sua base. Isso é ótimo para crescer, mas essas pessoas engajam menos do que seus seguidores. Por isso, um formato pode ganhar em alcance e perder em taxa de engajamento; decida qual dos dois é o objetivo do mês.",
    ),
    h2("Ajuste a proporção aos poucos"),
    p(
      "Descobriu que carrosséis geram mais comentários e Reels trazem mais visualizações? Não abandone um formato de uma vez. Mude a proporção gradualmente e acompanhe por algumas semanas. No Inteligram, o indicador de proporção de vídeos mostra quanto do seu conteúdo recente é vídeo, e o de retenção de visualizações compara as visualizações com o tamanho da sua audiência.",
    ),
  ],

  "hashtags-quantas-usar": [
    p(
      "Hashtags ajudam o Instagram a entender do que trata a sua publicação e a mostrá-la para quem se interessa pelo tema. Elas não fazem milagre, mas usadas com critério ainda ajudam a ser encontrado.",
    ),
    h2("Quantas usar"),
    p(
      "Mais não é melhor. O próprio Instagram já recomendou de 3 a 5 hashtags relevantes por publicação, e listas enormes costumam parecer spam para quem lê. No Inteligram, o indicador de densidade de hashtags dá nota máxima para uma média entre 3 e 5 hashtags por post e reduz a nota à medida que a média se afasta dessa faixa.",
    ),
    h2("Varie o conjunto"),
    p(
      "Copiar o mesmo bloco de hashtags em todas as publicações é um hábito comum e pouco eficiente: o Instagram entende melhor cada post quando as hashtags descrevem aquele conteúdo. O indicador de diversidade de hashtags mede quantas hashtags diferentes você usa em relação ao total de usos.",
    ),
    h2("Seja específico"),
    ul(
      "Prefira hashtags do seu nicho às muito genéricas, em que o post desaparece em segundos.",
      "Use hashtags que o seu público realmente pesquisa e acompanha.",
      "Evite hashtags sem relação com o conteúdo só porque estão em alta.",
    ),
    h2("Como medir se estão funcionando"),
    ol(
      "Em contas profissionais, confira nos insights de cada publicação quantas contas foram alcançadas por hashtags.",
      "Compare a média de interações de posts com conjuntos diferentes de hashtags, em temas e formatos parecidos.",
      "Mantenha as que trazem alcance e troque as que nunca aparecem nos resultados.",
    ),
    p(
      "O indicador de nicho do Inteligram também ajuda: ele mostra quais hashtags você mais usa e quanto do seu conteúdo gira em torno delas, um bom retrato de como o seu perfil se apresenta.",
    ),
  ],

  "analise-de-concorrentes-instagram": [
    p(
      "Os seus números ganham outro sentido quando comparados com os de perfis parecidos. Uma taxa de engajamento de 2% pode ser ótima no seu segmento ou um sinal de alerta; sem referência, é difícil saber.",
    ),
    h2("Escolha bem quem comparar"),
    ul(
      "Perfis do mesmo segmento e de porte parecido com o seu.",
      "Um ou dois perfis que você admira e quer alcançar, como referência de longo prazo.",
      "Evite comparar um perfil de 5 mil seguidores com um de 2 milhões: as dinâmicas são outras.",
    ),
    h2("O que comparar"),
    ul(
      "Crescimento de seguidores ao longo do tempo.",
      "Frequência de publicação por semana.",
      "Taxa de engajamento e consistência entre os posts.",
      "Formatos mais usados e o desempenho de cada um.",
      "Temas e hashtags recorrentes.",
    ),
    h2("Transforme observação em teste"),
    p(
      "Percebeu que um concorrente engaja mais com bastidores em vídeo? Em vez de copiar, escreva uma hipótese (“vídeos de bastidores aumentam os comentários do nosso público”), teste no seu perfil por algumas semanas e meça. O que funciona para outra marca é um ponto de partida, não uma receita.",
    ),
    h2("Ética e dados públicos"),
    p(
      "Analise apenas o que os perfis tornam público, use os dados para entender o mercado e nunca para perseguir pessoas. A Lei Geral de Proteção de Dados vale também para dados públicos: eles devem ser usados de forma compatível com o motivo pelo qual foram publicados.",
    ),
    h2("No Inteligram"),
    p(
      "Você cadastra os concorrentes pelo nome de usuário e acompanha seguidores, engajamento e frequência de publicação deles ao lado do seu perfil. A quantidade de concorrentes monitorados depende do plano.",
    ),
  ],

  "relatorio-mensal-instagram": [
    p(
      "Um bom relatório mensal não é uma coleção de prints. Ele responde três perguntas: o que aconteceu, por que aconteceu e o que vamos fazer no próximo mês. Quem lê, seja o cliente ou a diretoria, deve terminar sabendo decidir.",
    ),
    h2("Uma estrutura que funciona"),
    ol(
      "Resumo em três frases: o principal resultado, a principal causa e a principal recomendação.",
      "Crescimento: seguidores no início e no fim do mês e a variação.",
      "Engajamento: taxa do mês comparada com a do mês anterior.",
      "Destaques: as três publicações com melhor desempenho e o que elas têm em comum.",
      "Formatos e horários: o que funcionou melhor e o que vale testar.",
      "Concorrentes: como o perfil se saiu em relação aos perfis acompanhados.",
      "Próximos passos: de duas a quatro ações concretas para o mês seguinte.",
    ),
    h2("Métricas de decisão, não de vaidade"),
    p(
      "Número total de curtidas impressiona, mas não diz se o perfil melhorou. Prefira taxas e comparações: engajamento por seguidor, crescimento percentual, desempenho por formato. Elas mostram tendência e permitem comparar meses diferentes.",
    ),
    h2("Mantenha as mesmas definições"),
    p(
      "Use sempre a mesma janela de tempo e as mesmas fórmulas, e avise quando algo mudar. A própria Meta muda métricas de tempos em tempos: a antiga métrica de impressões, por exemplo, deu lugar às visualizações. Uma nota de rodapé evita comparações enganosas.",
    ),
    h2("Automatize o que é repetitivo"),
    p(
      "Copiar números do aplicativo para uma planilha todo mês consome horas e gera erros. No Inteligram, o relatório por e-mail chega na frequência do seu plano, e você pode exportar os dados em PDF para apresentar ou em Excel para montar a sua própria análise. O tempo economizado vai para o que importa: a interpretação e os próximos passos.",
    ),
  ],
};

/** Minutes to read a post at ~200 words a minute, at least 1. */
export function estimateReadingMinutes(blocks: readonly PostBlock[]): number {
  const text = blocks.map((block) => ("text" in block ? block.text : block.items.join(" "))).join(" ");
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
